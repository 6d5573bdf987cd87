import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';

import { SIGNAL_CATEGORIES, signals, type Signal } from '../../data/signals';
import { escapeHtml } from '../../lib/escapeHtml';
import { GROUP_ATTRIBUTE, PRIVILEGE_IDS, ROW_ATTRIBUTE, signalRowsHtml, type RowClasses } from './rowsHtml';

const classes: RowClasses = { groupRow: 'g', name: 'n', agg: 'a', privilege: 'p', privilegeId: 'pid' };

function table(list: readonly Signal[]) {
  return cheerio.load(`<table>${signalRowsHtml(list, classes)}</table>`);
}

describe('signal table markup (SignalTable/rowsHtml.ts)', () => {
  const $ = table(signals);

  it('has one row per signal, named by its data attribute, in category order', () => {
    const rows = $(`tr[${ROW_ATTRIBUTE}]`);
    expect(rows.length).toBe(signals.length);
    const groups = $(`tbody[${GROUP_ATTRIBUTE}]`)
      .toArray()
      .map((el) => $(el).attr(GROUP_ATTRIBUTE));
    expect(groups).toEqual(SIGNAL_CATEGORIES.filter((c) => signals.some((s) => s.category === c)));
    for (const group of groups) {
      const names = $(`tbody[${GROUP_ATTRIBUTE}="${group}"] tr[${ROW_ATTRIBUTE}]`)
        .toArray()
        .map((el) => $(el).attr(ROW_ATTRIBUTE));
      expect(names).toEqual(signals.filter((s) => s.category === group).map((s) => s.name));
    }
  });

  it('keeps the table semantics: column headers, a row-group header per category, five cells a row', () => {
    expect(
      $('thead th[scope="col"]')
        .toArray()
        .map((el) => $(el).text()),
    ).toEqual(['Signal', 'Type', 'Unit', 'Description', 'Privilege']);
    expect($('tbody > tr.g > th[scope="rowgroup"][colspan="5"]').length).toBe($('tbody').length);
    $(`tr[${ROW_ATTRIBUTE}]`).each((_, tr) => expect($(tr).children('td').length).toBe(5));
  });

  it('shows each cell as the reader expects: name in code, aggregation, unit or a dash, privilege id and names', () => {
    const speed = $(`tr[${ROW_ATTRIBUTE}="speed"] td`);
    expect(speed.eq(0).find('code').text()).toBe('speed');
    expect(speed.eq(1).text()).toBe('floatFloatAggregation');
    expect(speed.eq(1).find('span.a').text()).toBe('FloatAggregation');
    expect(speed.eq(2).text()).toBe(signals.find((s) => s.name === 'speed')!.unit);
    expect(speed.eq(4).text()).toBe(`${PRIVILEGE_IDS.VEHICLE_NON_LOCATION_DATA} VEHICLE_NON_LOCATION_DATA`);
    const approximate = signals.find((s) => s.privilege.includes(' or '))!;
    const cell = $(`tr[${ROW_ATTRIBUTE}="${approximate.name}"] td`).eq(4);
    expect(cell.find('code').length).toBe(2);
    expect(cell.text()).toBe('8 or 4 VEHICLE_APPROXIMATE_LOCATION or VEHICLE_ALL_TIME_LOCATION');
    const time = signals.find((s) => s.type === 'time')!;
    expect($(`tr[${ROW_ATTRIBUTE}="${time.name}"] td`).eq(1).text()).toBe('time');
    const unitless = signals.find((s) => s.unit === '')!;
    expect($(`tr[${ROW_ATTRIBUTE}="${unitless.name}"] td`).eq(2).text()).toBe('—');
  });

  it('escapes every text it writes, so data can never become markup', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
    const hostile: Signal = {
      name: 'x"><script>alert(1)</script>',
      category: 'Location',
      type: 'float',
      unit: '<kPa>',
      description: 'a & b <img src=x onerror=alert(1)>',
      privilege: 'Any Vehicle JWT',
    };
    const $h = table([hostile]);
    expect($h('script, img').length).toBe(0);
    expect($h(`tr[${ROW_ATTRIBUTE}]`).attr(ROW_ATTRIBUTE)).toBe(hostile.name);
    expect($h('td').eq(3).text()).toBe(hostile.description);
    expect($h('td').eq(2).text()).toBe('<kPa>');
  });
});
