// terminology: the platform's terms, spelled the way the Developer Console and the
// pages spell them. Each entry matches the term loosely and accepts only the
// canonical spellings, so a new variant ("Dev-JWT", "developer Jwt") is caught too.
import { createProseRule, type ProseMatch, type ProsePattern } from './prose-rule';

interface Term {
  pattern: RegExp;
  /** Spellings accepted as they are; the first is the one to write. */
  accepted: readonly [string, ...string[]];
  /** Why, when the canonical spelling alone does not make it clear. */
  note?: string;
  /** Extra exemptions beyond the accepted spellings. */
  allow?: (match: ProseMatch) => boolean;
}

// An API field name quoted in a heading ("## tokenID") is not prose.
const camelCaseInHeading = ({ text, inHeading }: ProseMatch): boolean =>
  inHeading && /^[A-Za-z][a-z]+[A-Z]\w*$/.test(text);

const terms: readonly Term[] = [
  {
    pattern: /\b(?:developer|dev)[\s-]*(?:jwt|token|access\s+token)s?(?![\w-])/i,
    accepted: ['Developer JWT', 'Developer JWTs'],
  },
  {
    // "vehicle token ID" is the NFT's number, not the JWT.
    pattern: /\bvehicle[\s-]*(?:jwt|token)s?\b(?![\s-]*(?:ids?|dids?|contract|owner|nfts?)\b)/i,
    accepted: ['Vehicle JWT', 'Vehicle JWTs'],
  },
  {
    pattern: /\bprivilege[\s-]+tokens?\b/i,
    accepted: ['Vehicle JWT', 'Vehicle JWTs'],
    note: 'the Token Exchange API returns a Vehicle JWT',
  },
  {
    pattern: /\bdimo\s+connect\b/i,
    accepted: ['DIMO Connect'],
  },
  {
    // "Login with DIMO" is the name of the React SDK (@dimo-network/login-with-dimo) and of
    // its button; DIMO Connect is the hosted login and sharing flow it opens. So the name
    // is right for the package ("Login with DIMO v0.0.32", "a component of Login with
    // DIMO", "the Login with DIMO SDK") and for a quoted label, wrong for the flow.
    pattern: /\blog-?in\s+with\s+dimo\b/i,
    accepted: ['DIMO Connect'],
    note: 'DIMO Connect is the login and sharing flow; "Login with DIMO" names only its React SDK, so write "the Login with DIMO SDK" or "the DIMO Connect React SDK" for the package',
    allow: ({ before, after }) => {
      const next = after.replace(/^\]\([^)]*\)/, '');
      const sentence =
        before
          .replace(/\[$/, '')
          .split(/[.!?:]\s/)
          .pop() ?? '';
      return (
        /^['’]?s?\s+(?:(?:React\s+)?SDK|buttons?|Configurator|package|components?|v?\d)/i.test(next) ||
        (/["“'‘]$/.test(before) && /^["”'’]/.test(next)) ||
        (/\b(?:of|from|in)\s+(?:the\s+)?$/i.test(sentence) &&
          /\b(?:components?|buttons?|\w+WithDimo|releases?|versions?|SDK)\b/.test(sentence))
      );
    },
  },
  {
    pattern: /\b(?:developer|dev)[\s-]*console(?![\w-])/i,
    accepted: ['Developer Console'],
  },
  {
    pattern: /\b(?:developer|dev)[\s-]+licen[cs]es?\b/i,
    accepted: ['Developer License', 'Developer Licenses'],
  },
  {
    // `tokenId` is the API field; written bare it is still the field name.
    pattern: /\btoken\s*ids?\b/i,
    accepted: ['token ID', 'token IDs', 'Token ID', 'Token IDs', 'tokenId', 'tokenIds'],
    allow: camelCaseInHeading,
  },
  {
    pattern: /\bclient\s*ids?\b/i,
    accepted: ['Client ID', 'Client IDs', 'clientId', 'clientIds'],
    allow: camelCaseInHeading,
  },
  {
    // Package and namespace names keep their own casing: Dimo.Client, @dimo-network, LoginWithDimo.
    pattern: /(?<![\w./@-])(?:Dimo|DiMO|DImo|DIMo)(?![\w-]|\.[A-Z])/,
    accepted: ['DIMO'],
  },
];

// The accepted spelling closest to what was written: plural for a plural, and a
// capital first letter kept where the term allows one ("Token ids" -> "Token IDs").
function suggestion(term: Term, written: string): string {
  const plural = /s$/i.test(written) && !/^dimo$/i.test(written);
  const capital = /^[A-Z]/.test(written);
  const ranked = [...term.accepted].sort(
    (a, b) =>
      Number(/s$/.test(b) === plural) - Number(/s$/.test(a) === plural) ||
      Number(/^[A-Z]/.test(b) === capital) - Number(/^[A-Z]/.test(a) === capital),
  );
  return ranked.find((spelling) => !/^[a-z]+[A-Z]/.test(spelling)) ?? term.accepted[0];
}

export const terminologyPatterns: readonly ProsePattern[] = terms.map((term) => ({
  pattern: term.pattern,
  message: ({ text }) => {
    const written = text.replace(/\s+/g, ' ');
    return `Write "${suggestion(term, written)}", not "${written}"${term.note ? ` (${term.note})` : ''}.`;
  },
  allow: (match) => term.accepted.includes(match.text.replace(/\s+/g, ' ')) || (term.allow?.(match) ?? false),
}));

export default createProseRule(terminologyPatterns);
