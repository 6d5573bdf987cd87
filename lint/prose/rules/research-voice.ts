// research-voice: the pages speak as the platform, so they state what it does and
// tell the reader what to do. How the writers researched it (what they checked,
// what they could not confirm, how sure they are, what the page used to say) is
// not for the reader.
import { createProseRule, type ProsePattern } from './prose-rule';

const WE = String.raw`(?:we|I)`;
const NEGATED = String.raw`(?:could\s*not|couldn['’]t|can\s*not|can['’]t|did\s*not|didn['’]t|have\s*not|haven['’]t|had\s*not|hadn['’]t|(?:were|was)\s+(?:not\s+)?(?:un)?able\s+to)`;
const RESEARCH_VERB = String.raw`(?:confirm|verify|check|find|determine|establish|test|reproduce|locate|see|call|trace|observe|settle)`;
const RESEARCH_PAST = String.raw`(?:found|checked|read|tested|verified|confirmed|looked|observed|saw|inspected|traced|searched|compared|reviewed|called|ran|tried|grepped|audited)`;

const STATE_INSTEAD =
  'state what the platform does, or tell the reader how to check it themselves (for example: read the `exp` claim, handle a 404)';

export const researchVoicePatterns: readonly ProsePattern[] = [
  {
    // "in the source we checked", "no source we read", "the version I tested"
    pattern: new RegExp(
      String.raw`\b(?:sources?|source\s+code|code|repos?|repository|repositories|versions?|releases?|commits?|docs|documentation|pages?|files?)\s+(?:that\s+)?${WE}\s+(?:checked|read|looked\s+at|inspected|reviewed|tested|saw|compared|used)\b`,
      'i',
    ),
    message: `Research narrative ("the source we checked"): ${STATE_INSTEAD}.`,
  },
  {
    // "we could not confirm", "we did not call the live host", "we were unable to verify"
    pattern: new RegExp(String.raw`\b${WE}\s+${NEGATED}\s+(?:yet\s+)?${RESEARCH_VERB}\w*`, 'i'),
    message: `Research narrative ("we could not confirm"): ${STATE_INSTEAD}.`,
  },
  {
    // "could not be checked/confirmed", "cannot be confirmed", "could not be verified against ...".
    // Not "a position that could not be determined" or "a signature that could not be
    // verified": those describe the platform.
    pattern:
      /\b(?:(?:could\s*not|couldn['’]t)\s+be\s+(?:independently\s+)?(?:checked|confirmed|tested|reproduced|verified(?=\s+(?:against|in\s+(?:the|any)|independently|elsewhere)\b))|(?:cannot|can\s+not|can['’]t)\s+be\s+confirmed)\b/i,
    message: `Research narrative ("could not be confirmed"): ${STATE_INSTEAD}.`,
  },
  {
    // "in the service's source", "in any service's source code", "In the service source",
    // "in its source code". Not "authenticates against the source" (a data source) or
    // "in the vehicle's source DID" (a platform field).
    pattern:
      /\b(?:in|against)\s+(?:the|any|its|their)\s+(?:(?:(?:[\w-]+\s+){0,3}?[\w-]+(?:['’]s|s['’])|services?)\s+source(?:\s+code)?(?!\s+(?:DIDs?|did|fields?|vehicles?|devices?|data|address(?:es)?|IDs?|id|of|types?|values?|names?|timestamps?|signals?|chains?|files?|languages?)\b)|source\s+code|(?:service|API|SDK)(?:['’]s|s['’])\s+code)\b/i,
    message: `Research narrative ("in the service's source"): ${STATE_INSTEAD}.`,
  },
  {
    // "we found", "we checked", "nothing we found", "We read that value in the code"
    pattern: new RegExp(String.raw`\b${WE}\s+(?:also\s+|only\s+|then\s+|first\s+)?${RESEARCH_PAST}\b`, 'i'),
    message: `Research narrative ("we found", "we checked"): ${STATE_INSTEAD}.`,
  },
  {
    // "earlier versions of this page", "older versions of DIMO's docs", "this page used to"
    pattern:
      /\b(?:(?:earlier|older|previous|prior|past|former|old)\s+(?:versions?|editions?|revisions?)\s+of\s+(?:this|these|the|DIMO['’]s|our)\s+(?:own\s+)?(?:page|pages|docs|documentation|guide|site|reference|section)|this\s+(?:page|guide|section|site)\s+(?:used\s+to|previously|formerly|originally)\b)/i,
    message:
      'Page history: describe the platform as it is now. If the platform changed, say what changed and since when (or link the changelog), not what this page used to say.',
  },
  {
    // "DIMO's documentation says", "these terms come from DIMO's docs", "DIMO's FAQ"
    pattern:
      /\b(?:DIMO['’]s\s+(?:(?:own|official|public|developer)\s+)*(?:documentation|docs|FAQ)|(?:the\s+)?official\s+(?:DIMO\s+)?(?:documentation|docs)|according\s+to\s+(?:the\s+)?(?:docs|documentation))\b/i,
    message:
      "Citing \"DIMO's documentation\": these pages are DIMO's documentation. State the fact in the platform's voice; if the reader should verify it, say how.",
  },
  {
    // "How sure we are:", "(high confidence)", "medium-confidence"
    pattern:
      /\b(?:how\s+(?:sure|confident|certain)\s+(?:we|I)\s+(?:are|am)|(?:very\s+)?(?:high|medium|moderate|low)[\s-]+confidence|confidence\s+(?:level|rating))\b/i,
    message: `Confidence label: ${STATE_INSTEAD}.`,
  },
  {
    pattern: /\bat\s+the\s+time\s+of\s+(?:this\s+)?(?:writing|publication)\b/i,
    message:
      'Dated narration ("at the time of writing"): state what the platform does, with the version or date it applies from ("since v1.6.0", "from June 2026").',
  },
  {
    // "as far as we know", "what we know of it", "to our knowledge", "we believe"
    pattern: new RegExp(
      String.raw`\b(?:what\s+${WE}\s+know\s+of\b|as\s+far\s+as\s+${WE}\s+(?:know|can\s+tell|could\s+tell|are\s+aware|am\s+aware)|to\s+(?:the\s+best\s+of\s+)?(?:our|my)\s+knowledge|${WE}\s+(?:believe|suspect|assume|think|guess)\b)`,
      'i',
    ),
    message: `Hedged narration ("as far as we know"): ${STATE_INSTEAD}.`,
  },
  {
    pattern: /\b(?:unconfirmed|unverified)\b/i,
    message: `Research status ("unconfirmed"): ${STATE_INSTEAD}.`,
  },
];

export default createProseRule(researchVoicePatterns);
