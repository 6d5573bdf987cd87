import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { checkedAgainstLine, readCheckedAgainst, readSources } from './checkedAgainst';

/** Front matter as a page writes it (YAML turns dates into Date objects). */
const fm = (yaml: string) => parse(yaml) as Record<string, unknown>;

describe('checked_against front matter', () => {
  it('reads a YAML date as the day the page wrote', () => {
    expect(readCheckedAgainst(fm('checked_against:\n  telemetry-schema: 2026-08-05\n')).value).toEqual({
      'telemetry-schema': '2026-08-05',
    });
  });

  it('names the schema, the descriptions and the SDKs in one sentence, in a fixed order', () => {
    const { value } = readCheckedAgainst(
      fm(
        'checked_against:\n  dimo-python-sdk: 1.8.0\n  data-sdk: 1.6.0\n  telemetry-schema: 2026-08-05\n  attestation-api: 161afc9\n',
      ),
    );
    expect(checkedAgainstLine(value)).toBe(
      'Checked against the Telemetry API schema of 2026-08-05, the Attestation API description at 161afc9, data-sdk 1.6.0 and dimo-python-sdk 1.8.0.',
    );
  });

  it('writes one item without a list', () => {
    expect(checkedAgainstLine({ 'data-sdk': '1.6.0' })).toBe('Checked against data-sdk 1.6.0.');
  });

  it('gives no line when the page declares nothing', () => {
    expect(checkedAgainstLine(readCheckedAgainst({}).value)).toBeNull();
  });

  it('rejects an unknown key, naming the known ones', () => {
    const { errors } = readCheckedAgainst(fm('checked_against:\n  python-sdk: 1.8.0\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/unknown key "python-sdk".*dimo-python-sdk/);
  });

  it('rejects a value of the wrong kind', () => {
    expect(readCheckedAgainst(fm('checked_against:\n  data-sdk: latest\n')).errors).toEqual([
      'checked_against.data-sdk: "latest" is not a version',
    ]);
    expect(readCheckedAgainst(fm('checked_against:\n  attestation-api: main\n')).errors).toEqual([
      'checked_against.attestation-api: "main" is not a commit',
    ]);
    expect(readCheckedAgainst(fm('checked_against: [data-sdk]\n')).errors).toEqual([
      'checked_against must be a map of key: value',
    ]);
  });
});

describe('sources front matter', () => {
  it('reads repository, commit and path', () => {
    expect(
      readSources(fm('sources:\n  - DIMO-Network/attestation-api@161afc9 docs/swagger.yaml\n')).value,
    ).toEqual([{ repo: 'DIMO-Network/attestation-api', commit: '161afc9', path: 'docs/swagger.yaml' }]);
  });

  it('rejects an entry without a commit or a path', () => {
    const { errors } = readSources(
      fm(
        'sources:\n  - DIMO-Network/attestation-api docs/swagger.yaml\n  - DIMO-Network/attestation-api@161afc9\n',
      ),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/is not "owner\/repo@commit path"/);
  });
});
