// filler: words that delay the point. A page opens with what the reader can do or
// what the thing is, and instructions say what to do without "just" or "simply".
import { createProseRule, type ProsePattern } from './prose-rule';

// Imperative verbs that follow a filler "just" in instructions ("just call ...").
const INSTRUCTION_VERB = String.raw`(?:call|use|add|swap|run|pass|set|install|copy|paste|replace|send|click|import|change|put|wrap|drop|open|follow|point|plug|type|create|grab|include|enter|fill|hit|visit|sign|log|restart|update|upgrade|delete|remove|append|query|ask|write|do|go)`;

export const fillerPatterns: readonly ProsePattern[] = [
  {
    // "This page explains/covers/describes/is the reference for/walks you through"
    pattern:
      /\b(?:this|the\s+following)\s+(?:page|guide|section|article|document|tutorial|doc)\s+(?:explains|covers|describes|introduces|walks|takes\s+you|goes\s+(?:over|through)|is\s+(?:the|a|your)\s+(?:reference|guide|overview|introduction)|will\s+(?:explain|cover|describe|show|walk|take|go))\b/i,
    message:
      'Page narration ("This page explains"): start with what the reader can do or what the thing is; the title already says what the page is about.',
  },
  {
    pattern:
      /\bin\s+this\s+(?:guide|page|tutorial|section|article|document),?\s+(?:we|you['’]ll|you\s+will|I)\b/i,
    message:
      'Page narration ("In this guide, we"): address the reader directly and start with the first step.',
  },
  {
    pattern: /\blet['’]s\b/i,
    message:
      'Drop "let\'s": give the instruction in the second person ("Create a license", "Run the query").',
  },
  {
    pattern: /\bsimply\b/i,
    message: 'Drop "simply": it adds nothing, and a step called simple may not be simple for the reader.',
  },
  {
    // "just call", "you just need to": not the temporal "you just read" or "just as".
    pattern: new RegExp(String.raw`\bjust\s+(?:need\s+to\s+)?${INSTRUCTION_VERB}\b`, 'i'),
    message: 'Drop "just" from the instruction: say what to do ("call X", not "just call X").',
    allow: ({ text, before }) =>
      /\b(?:you|we|I|they|it|has|have|had|was|were|been|is|are)\s+$/i.test(before) &&
      !/^just\s+need/i.test(text),
  },
  {
    pattern: /\b(?:obviously|needless\s+to\s+say)\b/i,
    message: 'Drop "obviously" / "needless to say": state the fact; if it is obvious, it needs no flag.',
  },
  {
    pattern: /\b(?:it\s+is|it['’]s)\s+worth\s+(?:noting|mentioning|pointing\s+out)(?:\s+that)?\b/i,
    message: 'Drop "it is worth noting that": state the point directly.',
  },
  {
    pattern: /\bplease\s+note(?:\s+that)?\b/i,
    message:
      'Drop "please note that": state the point directly, or use a :::note admonition if it must stand out.',
  },
];

export default createProseRule(fillerPatterns);
