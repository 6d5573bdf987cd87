/**
 * Browser-safe: the sentence Try it shows for each outcome of Send, with what
 * to do next. Plain text (React escapes it); text from the server passes
 * through `redactToken` first, so no message quotes the token.
 */
import type { OutcomeMessage } from '../../playground/messages';
import { describeNoAnswer } from '../../playground/noAnswer';
import { redactToken } from '../../playground/token';
import type { TryItOperation } from './operation';
import type { SendOutcome } from './request';
import { describeRule, KIND_LABEL, type TokenProblem } from './tokenCheck';

/** What a message needs besides the outcome. */
export interface OutcomeContext {
  op: Pick<TryItOperation, 'token' | 'privileges'>;
  /** Host the request went to, e.g. `attestation-api.dimo.zone`. */
  host: string;
  /** The token field (for redaction only; never shown). */
  rawToken: string;
  /** What the page found wrong with the token before sending (tokenProblems). */
  tokenProblems: TokenProblem[];
  /** Whether the browser reported a Content-Security-Policy violation for this request. */
  cspBlocked: boolean;
}

/** Characters of an answer quoted in a message: 300, enough to recognise an error page. */
const QUOTED_CHARS = 300;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The error an answer's body states: `message`, `error`, `error_description`, or the first of `errors`. */
export function serverMessage(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const plain = text.trim();
    return plain && !plain.startsWith('<') ? plain.slice(0, QUOTED_CHARS) : undefined;
  }
  if (typeof body === 'string') return body;
  if (!isObject(body)) return undefined;
  for (const key of ['message', 'error', 'error_description', 'detail'])
    if (typeof body[key] === 'string' && body[key] !== '') return body[key] as string;
  if (Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    if (typeof first === 'string') return first;
    if (isObject(first) && typeof first.message === 'string') return first.message;
  }
  return undefined;
}

function problemsOf(ctx: OutcomeContext, codes: TokenProblem['code'][]): string[] {
  return ctx.tokenProblems.filter((p) => codes.includes(p.code)).map((p) => p.message);
}

function said(text: string, ctx: OutcomeContext): string[] {
  const message = serverMessage(text);
  return message ? [`The server said: ${redactToken(message, ctx.rawToken)}`] : [];
}

/** The message for what came of Send. */
export function describeOutcome(outcome: SendOutcome, ctx: OutcomeContext): OutcomeMessage {
  const kind = ctx.op.token === 'none' ? undefined : KIND_LABEL[ctx.op.token];
  switch (outcome.kind) {
    case 'answered': {
      const { status } = outcome;
      const line = `HTTP ${status}${outcome.statusText ? ` ${outcome.statusText}` : ''} from ${ctx.host} in ${Math.round(outcome.elapsedMs)} ms.`;
      if (status >= 200 && status < 300) return { tone: 'success', title: line, details: [] };
      if (status === 401) {
        // The Vehicle JWT services answer 401 for a missing privilege or another vehicle too.
        const known = problemsOf(ctx, [
          'missing',
          'unreadable',
          'not-dimo',
          'wrong-kind',
          'expired',
          'missing-privilege',
          'other-vehicle',
        ]);
        return {
          tone: 'error',
          title: `401 Unauthorized: ${ctx.host} did not accept the token.`,
          details: [
            ...(known.length > 0
              ? known
              : ctx.op.token === 'vehicle'
                ? [
                    `The token has expired, is not a Vehicle JWT, was issued for another vehicle than the one in the path, lacks ${ctx.op.privileges ? describeRule(ctx.op.privileges) : 'a privilege this operation needs'}, or comes from the other environment (production and Dev issue different tokens). Exchange your Developer JWT for a new Vehicle JWT for this vehicle and endpoint, paste it and send again.`,
                  ]
                : kind
                  ? [
                      `The token has expired, is not a ${kind}, or comes from the other environment (production and Dev issue different tokens). Get a new ${kind} for this endpoint, paste it and send again.`,
                    ]
                  : ['This operation takes no token: check that the endpoint is the right service.']),
            ...said(outcome.text, ctx),
          ],
        };
      }
      if (status === 403) {
        const known = problemsOf(ctx, ['missing-privilege', 'other-vehicle', 'wrong-kind']);
        const advice =
          ctx.op.token === 'vehicle'
            ? `The token is valid but not allowed this: this operation needs ${ctx.op.privileges ? describeRule(ctx.op.privileges) : 'a privilege'} for the vehicle in the path. Check that the vehicle's owner shared it with your license, then exchange for a new Vehicle JWT that asks for it.`
            : ctx.op.token === 'developer'
              ? "The token was accepted, but your license is not allowed this request: the token is not a Developer License's, or the vehicle's owner has not shared the privileges it needs with your license. Check that the token comes from your license's credentials and that the vehicle is shared with your license (DIMO Connect)."
              : `${ctx.host} refused the request: check the parameters.`;
        return {
          tone: 'error',
          title: `403 Forbidden: ${ctx.host} did not grant this request.`,
          details: [...(known.length > 0 ? known : [advice]), ...said(outcome.text, ctx)],
        };
      }
      return {
        tone: 'error',
        title: line,
        details: [
          ...said(outcome.text, ctx),
          ...(status === 404 ? ['Check the path parameters: nothing exists at this address.'] : []),
          ...(status === 400 || status === 422
            ? ['Check the parameters and the body against the reference above.']
            : []),
          ...(status >= 500 ? ['The service failed to answer: try again in a moment.'] : []),
        ],
      };
    }
    case 'network':
    case 'timeout':
    case 'cancelled':
      return describeNoAnswer(outcome, ctx.host, ctx.cspBlocked, {
        tool: 'Try it',
        afterCsp: 'Choose Production or Dev, or send the request with the cURL command below.',
        afterNetwork:
          'A page cannot tell these two apart. Run the cURL command below in a terminal: if it answers there, the service does not accept requests from this site; if it does not, check the host name and your connection.',
        afterTimeout: 'Send it again, or run the cURL command below.',
      });
  }
}
