/**
 * Browser-safe: every number the playground uses, in one place.
 */

/**
 * A request with no answer after 30 s is cancelled and reported as a timeout.
 * Telemetry history queries over weeks of data take a few seconds; 30 s is
 * what browsers' own fetch never enforces and what a reader will wait for.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Characters of a non-JSON answer shown in its error message: 300, enough to recognise an HTML error page. */
export const BODY_PREVIEW_CHARS = 300;

/** Answers longer than this are shown cut, with a note: 500,000 characters keep the result pane responsive. */
export const MAX_RESULT_CHARS = 500_000;

/** The URL follows the editors this long after the last key press: 400 ms. */
export const URL_SYNC_DELAY_MS = 400;

/** The token panel re-computes the time left every second. */
export const TOKEN_CLOCK_MS = 1000;

/**
 * The editor starts loading when its placeholder comes within 200 px of the
 * viewport: about one scroll step ahead, so it is usually ready when the
 * reader gets there, while a reader who stays at the top never downloads it.
 */
export const LOAD_MARGIN_PX = 200;

/** sessionStorage key of the Vehicle JWT (Telemetry and Fetch share one token). Never localStorage. */
export const TOKEN_STORAGE_KEY = 'dimo-playground-vehicle-jwt';
