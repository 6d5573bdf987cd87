/**
 * The signal table's head and rows as HTML text, for SignalTable's
 * `dangerouslySetInnerHTML`. Browser-safe and pure (unit-tested in
 * rowsHtml.test.ts).
 *
 * Why text rather than JSX: React hydrates a `dangerouslySetInnerHTML` element
 * as one node and keeps the server's markup, instead of walking and attaching
 * ~1,400 elements of 118 rows. The page then hydrates in a fraction of the
 * time, and the filter shows and hides rows by their `data-signal` attribute
 * without React rendering them again.
 */
import {
  SIGNAL_CATEGORIES,
  aggregationEnum,
  type Signal,
  type SignalCategory,
  type SignalPrivilege,
} from '../../data/signals';
import { escapeHtml } from '../../lib/escapeHtml';

/** Privilege ids as the Developer Console and the token exchange show them. */
export const PRIVILEGE_IDS: Record<SignalPrivilege, string> = {
  VEHICLE_NON_LOCATION_DATA: '1',
  VEHICLE_ALL_TIME_LOCATION: '4',
  'VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION': '8 or 4',
  'Any Vehicle JWT': 'any',
};

/** Attribute naming a row's signal; the filter matches rows by it. */
export const ROW_ATTRIBUTE = 'data-signal';
/** Attribute naming a group's category, on its `<tbody>`. */
export const GROUP_ATTRIBUTE = 'data-category';

/** Class names of the cells, from the component's CSS module. */
export interface RowClasses {
  groupRow: string;
  name: string;
  agg: string;
  privilege: string;
  privilegeId: string;
}

function privilegeCell(privilege: SignalPrivilege, classes: RowClasses): string {
  if (privilege === 'Any Vehicle JWT') return '<span>Any Vehicle JWT</span>';
  const names = privilege
    .split(' or ')
    .map((name) => `<code>${escapeHtml(name)}</code>`)
    .join(' or ');
  return `<span><span class="${classes.privilegeId}">${escapeHtml(PRIVILEGE_IDS[privilege])}</span> ${names}</span>`;
}

function row(signal: Signal, classes: RowClasses): string {
  const aggregation =
    signal.type === 'time'
      ? ''
      : `<span class="${classes.agg}">${escapeHtml(aggregationEnum[signal.type])}</span>`;
  return [
    `<tr ${ROW_ATTRIBUTE}="${escapeHtml(signal.name)}">`,
    `<td class="${classes.name}"><code>${escapeHtml(signal.name)}</code></td>`,
    `<td>${escapeHtml(signal.type)}${aggregation}</td>`,
    `<td>${escapeHtml(signal.unit || '—')}</td>`,
    `<td>${escapeHtml(signal.description)}</td>`,
    `<td class="${classes.privilege}">${privilegeCell(signal.privilege, classes)}</td>`,
    '</tr>',
  ].join('');
}

/** `<thead>` and one `<tbody>` per category (in SIGNAL_CATEGORIES order), every signal a row. */
export function signalRowsHtml(list: readonly Signal[], classes: RowClasses): string {
  const head =
    '<thead><tr><th scope="col">Signal</th><th scope="col">Type</th><th scope="col">Unit</th>' +
    '<th scope="col">Description</th><th scope="col">Privilege</th></tr></thead>';
  const groups = SIGNAL_CATEGORIES.map((category: SignalCategory) => {
    const rows = list.filter((s) => s.category === category);
    if (rows.length === 0) return '';
    return [
      `<tbody ${GROUP_ATTRIBUTE}="${escapeHtml(category)}">`,
      `<tr class="${classes.groupRow}"><th scope="rowgroup" colspan="5">${escapeHtml(category)}</th></tr>`,
      ...rows.map((s) => row(s, classes)),
      '</tbody>',
    ].join('');
  });
  return head + groups.join('');
}
