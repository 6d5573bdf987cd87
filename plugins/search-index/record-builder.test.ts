import { describe, expect, it } from 'vitest';

import { codeNames, RecordBuilder } from './record-builder';

describe('codeNames', () => {
  it('takes identifiers and member chains, not plain words, keywords, hashes or tokens', () => {
    const sample = [
      'const client = new DimoClientBuilder().WithEnvironment(DimoEnvironment.Production);',
      'dev_jwt = dimo.auth.get_dev_jwt(client_id=DIMO_CLIENT_ID)',
      "const token = 'eyJhbGciOiJFUzI1NiJ9'; const owner = '0x5e31bBc786D7bEd95216383787deA1ab0f1c1897';",
      'const id = "HonLYqbvLeaJP"; version 1.6.0',
    ].join('\n');
    expect(codeNames(sample)).toEqual([
      'DimoClientBuilder',
      'WithEnvironment',
      'DimoEnvironment.Production',
      'dev_jwt',
      'dimo.auth.get_dev_jwt',
      'get_dev_jwt',
      'client_id',
      'DIMO_CLIENT_ID',
    ]);
  });

  it('reads an install command as its tool and the words of its packages', () => {
    expect(codeNames('pip install dimo-python-sdk==1.8.0')).toEqual(['pip', 'dimo', 'python', 'sdk']);
    expect(codeNames('npm install --save @dimo-network/data-sdk')).toEqual([
      'npm',
      'dimo',
      'network',
      'data',
      'sdk',
    ]);
    expect(codeNames('dotnet add package Dimo.Client')).toEqual(['dotnet', 'dimo', 'client', 'Dimo.Client']);
    expect(codeNames('npm install')).toEqual([]);
  });

  it("are given to the section's heading record (the title record before the first heading), once each", () => {
    const builder = new RecordBuilder(
      { pageUrl: 'https://build.example/docs/sdk', lvl0: 'Docs', language: 'en', tag: 'default' },
      'SDK',
    );
    builder.code('getVehicleJwt(); getVehicleJwt();');
    builder.text('Some text.');
    builder.heading(2, 'Errors', 'errors');
    builder.text('A failed call throws.');
    builder.code('catch (DimoGraphqlException e) {}');
    const [title, , errors, text] = builder.records();
    expect(title!.code).toBe('getVehicleJwt');
    expect(errors!.code).toBe('DimoGraphqlException');
    expect(text).not.toHaveProperty('code');
  });
});
