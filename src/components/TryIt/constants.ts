/**
 * Browser-safe: Try it's numbers and names, in one place.
 */

/** sessionStorage key of the Developer JWT. Never localStorage. The Vehicle JWT shares the playground's key. */
export const DEVELOPER_TOKEN_STORAGE_KEY = 'dimo-developer-jwt';

/** Shell variable that stands for the token in the cURL command, by the kind the operation takes. */
export const TOKEN_VARIABLE = { developer: 'DEVELOPER_JWT', vehicle: 'VEHICLE_JWT' } as const;

/** Answers longer than this are shown cut, with a note: 200,000 characters keep the page responsive. */
export const MAX_ANSWER_CHARS = 200_000;

/** Most body problems listed under the editor; the editor marks them all. */
export const MAX_LISTED_PROBLEMS = 5;

/**
 * After a failed request, how long to wait for the browser's Content-Security-Policy violation event, which
 * is queued as its own task: 100 ms, far more than the few milliseconds Chromium takes.
 */
export const CSP_EVENT_WAIT_MS = 100;
