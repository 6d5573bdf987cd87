import { describe, expect, it } from 'vitest';

import { samplesIn, where, type Sample } from './blocks';
import { checkDotnetPage, checkDotnetSamples, formatProblem, frontMatterProblems } from './dotnet';
import { DOTNET_SDK, DOTNET_SDK_COMMIT } from './dotnet-sdk';

const samples = samplesIn(['csharp']);
const problems = checkDotnetSamples(samples);

function lastLine(s: Sample): number {
  return s.line + s.value.split('\n').length + 1;
}

/** Problems of a page's C# program with one block's text replaced. */
function checkWith(file: string, index: number, edit: (text: string) => string): string[] {
  const page = samples.filter((s) => s.file === file);
  const copy = page.map((s, i) => (i === index ? { ...s, value: edit(s.value) } : s));
  return checkDotnetPage(copy).map(formatProblem);
}

/** Replaces `from` by `to`, failing loudly if the page no longer contains `from`. */
function put(from: string, to: string): (text: string) => string {
  return (text) => {
    expect(text).toContain(from);
    return text.replace(from, to);
  };
}

/** A page of its own, made of the given blocks. */
function page(...blocks: string[]): string[] {
  let line = 10;
  const out: Sample[] = blocks.map((value) => {
    const s: Sample = { file: 'docs/example.mdx', line, lang: 'csharp', meta: '', value, attributes: {} };
    line += value.split('\n').length + 4;
    return s;
  });
  return checkDotnetPage(out).map(formatProblem);
}

const CLIENT = `using Dimo.Client;

var dimoClient = new DimoClientBuilder()
    .WithEnvironment(DimoEnvironment.Production)
    .AddAllServices()
    .Build();`;

const AUTH = 'docs/getting-started/authentication.mdx';
const SERVER = 'docs/build/building-with-tools/server-sdk.mdx';

describe('the pages’ C# samples', () => {
  it('exist on the pages the defects were found on', () => {
    expect(samples.filter((s) => s.file === AUTH).length).toBeGreaterThanOrEqual(2);
    expect(samples.filter((s) => s.file === SERVER).length).toBeGreaterThanOrEqual(6);
  });

  for (const s of samples) {
    it(`${where(s)} uses only types, methods, overloads and arguments Dimo.Client 1.1.1 has`, () => {
      const mine = problems.filter((p) => p.file === s.file && p.line > s.line && p.line <= lastLine(s));
      expect(mine.map(formatProblem)).toEqual([]);
    });
  }

  it(`every page with a C# sample names dimo-dotnet-sdk ${DOTNET_SDK_COMMIT.slice(0, 7)} in checked_against`, () => {
    expect(frontMatterProblems(samples).map(formatProblem)).toEqual([]);
  });
});

describe('known defects are caught', () => {
  it('GetTokenAsync without `address` fails with page, line and both overloads', () => {
    const found = checkWith(AUTH, 0, put('\n    address: clientId);', ');'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^docs\/getting-started\/authentication\.mdx:\d+: /);
    expect(found[0]).toContain('GetTokenAsync has no overload for (clientId:, domain:, privateKey:)');
    expect(found[0]).toContain('needs `address`');
  });

  it('a builder without .WithEnvironment(…) fails: it would talk to the Development hosts', () => {
    const found = checkWith(AUTH, 0, put('\n    .WithEnvironment(DimoEnvironment.Production)', ''));
    expect(found.join('\n')).toMatch(/never calls \.WithEnvironment.*Development hosts/);
  });

  it('PrivilegeSharing without `using Dimo.Client.Models;` fails, naming the namespace', () => {
    const found = checkWith(AUTH, 1, put('using Dimo.Client.Models;\n', ''));
    expect(found).toEqual([
      expect.stringContaining(
        '`PrivilegeSharing` lives in namespace Dimo.Client.Models, which this sample does not import: add `using Dimo.Client.Models;`',
      ),
    ]);
  });

  it('Identity ExecuteQueryAsync without queryName fails: the interface gives it no default', () => {
    const found = checkWith(SERVER, 3, put(',\n    queryName: "SharedVehicles"', ''));
    expect(found.join('\n')).toContain(
      'IIdentityService.ExecuteQueryAsync<T>(query, variables, queryName, cancellationToken?) needs `queryName`',
    );
  });

  it('Telemetry ExecuteQueryAsync without the token fails', () => {
    const found = checkWith(SERVER, 4, put('    authToken: vehicleJwt.Token,\n', ''));
    expect(found.join('\n')).toContain('needs `authToken`');
  });

  it('passing the PrivilegeToken where the JWT string is expected fails with the parameter and both types', () => {
    const found = checkWith(SERVER, 5, put('vehicleToken: vinJwt.Token', 'vehicleToken: vinJwt'));
    expect(found).toEqual([
      expect.stringMatching(
        /^docs\/build\/building-with-tools\/server-sdk\.mdx:\d+: ITelemetryService\.GetVehicleVinVcLatestAsync\(tokenId, vehicleToken, cancellationToken\?\) takes `vehicleToken` as string, but is given PrivilegeToken$/,
      ),
    ]);
  });

  it('CreateVinVcAsync, which compiles but ends in 401 behind the service redirect, fails with what to do instead', () => {
    const found = page(
      CLIENT,
      'var vc = await dimoClient.AttestationService.CreateVinVcAsync(tokenId: 12345, vehicleToken: "jwt");',
    );
    expect(found).toEqual([
      expect.stringContaining(
        'do not call IAttestationService.CreateVinVcAsync: it posts to /v1/vc/vin/{tokenId}',
      ),
    ]);
    expect(found[0]).toContain('post to the /v2 route with your own HttpClient');
  });

  it('a method Dimo.Client lacks fails, listing the methods the service has', () => {
    const found = page(
      CLIENT,
      'var definition = await dimoClient.DeviceDefinitionsService.DecodeVinAsync(vin: "1HGCM82633A004352");',
    );
    expect(found).toEqual([
      'docs/example.mdx:21: IDeviceDefinitionsService has no method DecodeVinAsync; its methods are GetByMmyAsync, GetByIdAsync, GetDeviceMakesAsync, GetDeviceTypeByIdAsync',
    ]);
  });

  it('a named argument the method does not declare fails', () => {
    const found = checkWith(SERVER, 2, put('accessToken: developerJwt', 'developerJwt: developerJwt'));
    expect(found.join('\n')).toContain('has no parameter named `developerJwt`');
  });

  it('an enum member that does not exist fails, listing the members', () => {
    const found = checkWith(SERVER, 0, put('DimoEnvironment.Production', 'DimoEnvironment.Staging'));
    expect(found).toEqual([
      expect.stringContaining(
        'DimoEnvironment has no member Staging; its members are Development, Production',
      ),
    ]);
  });

  it('a property of a result that does not exist fails, and a missing await is pointed out', () => {
    expect(checkWith(SERVER, 1, put('auth.AccessToken', 'auth.Token')).join('\n')).toContain(
      'Auth has no member Token; it has AccessToken, TokenType, ExpiresIn, IdToken',
    );
    expect(checkWith(SERVER, 1, put('var auth = await ', 'var auth = ')).join('\n')).toContain(
      'Task<Auth> has no member AccessToken (did you forget `await`?)',
    );
  });

  it('a property the page’s own record lacks fails', () => {
    const found = checkWith(
      SERVER,
      4,
      put('latest.SignalsLatest.Odometer?.Value', 'latest.SignalsLatest.Odometr?.Value'),
    );
    expect(found.join('\n')).toContain('LatestSignals has no member Odometr');
  });

  it('a variable no earlier sample on the page declares fails', () => {
    expect(page('Console.WriteLine(vehicleJwt.Token);')).toEqual([
      'docs/example.mdx:11: `vehicleJwt` is not declared in this sample or in an earlier C# sample on the page',
    ]);
  });

  it('reading a GraphQL service from a client built with REST services only fails', () => {
    const found = page(
      CLIENT.replace('.AddAllServices()', '.AddRestServices()'),
      'var count = await dimoClient.IdentityService.CountDimoVehiclesAsync();',
    );
    expect(found.join('\n')).toContain(
      'IdentityService is only registered by DimoClientBuilder.AddGraphQLServices()',
    );
  });

  it('GetTokenAsync() without arguments needs credentials on the builder', () => {
    const bare = page(CLIENT, 'var auth = await dimoClient.AuthenticationService.GetTokenAsync();');
    expect(bare.join('\n')).toContain('never calls');
    const withCredentials = page(
      CLIENT.replace(
        '.AddAllServices()',
        `.AddAllServices()
    .WithCredentials(new ClientCredentials
    {
        ClientId = "0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d",
        Domain = "http://localhost:3000/callback",
        PrivateKey = Environment.GetEnvironmentVariable("DIMO_API_KEY")!,
        Address = "0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d",
    })`,
      ),
      'var auth = await dimoClient.AuthenticationService.GetTokenAsync();',
    );
    expect(withCredentials).toEqual([]);
    const withLambda = page(
      CLIENT.replace('.AddAllServices()', '.AddAllServices()\n    .WithCredentials(c => c.ClientId = "0x1")'),
      'var auth = await dimoClient.AuthenticationService.GetTokenAsync();',
    );
    expect(withLambda).toEqual([]);
    const badLambda = page(
      CLIENT.replace('.AddAllServices()', '.AddAllServices()\n    .WithCredentials(c => c.ApiKey = "0x1")'),
    );
    expect(badLambda.join('\n')).toContain('ClientCredentials has no member ApiKey');
  });

  it('an internal type or an interface cannot be created with new', () => {
    expect(page('using Dimo.Client;\nvar c = new DimoClient();').join('\n')).toContain(
      '`DimoClient` is internal to Dimo.Client: build a client with new DimoClientBuilder()',
    );
    expect(page('using Dimo.Client;\nIDimoClient c = new IDimoClient();').join('\n')).toContain(
      'IDimoClient is an interface: it cannot be created with `new`',
    );
  });

  it('catching a Dimo exception needs its namespace and an exception type', () => {
    const code = `${CLIENT}
try
{
    var count = await dimoClient.IdentityService.CountDimoVehiclesAsync();
    Console.WriteLine(count.Vehicles.TotalCount);
}
catch (DimoGraphqlException e)
{
    Console.WriteLine(e.Errors.Length);
}`;
    expect(page(code).join('\n')).toContain(
      '`DimoGraphqlException` lives in namespace Dimo.Client.Exceptions',
    );
    expect(
      page(code.replace('using Dimo.Client;', 'using Dimo.Client;\nusing Dimo.Client.Exceptions;')),
    ).toEqual([]);
  });

  it('a namespace Dimo.Client does not have fails', () => {
    expect(page('using Dimo.Client.Vehicles;').join('\n')).toContain(
      'namespace Dimo.Client.Vehicles does not exist in Dimo.Client 1.1.1',
    );
  });

  it('what the check does not understand is reported, not passed', () => {
    expect(page('var x = $"{1}";')).toEqual([
      expect.stringContaining('interpolated strings ($"…") are not understood by the .NET sample check'),
    ]);
    expect(page('while (true) { }')).toEqual([
      expect.stringContaining('`while` statements are not understood'),
    ]);
    expect(page('var d = DateTime.UtcNow;').join('\n')).toContain('not understood by the .NET sample check');
  });

  it('a page without dimo-dotnet-sdk in checked_against is reported', () => {
    const noFrontMatter = frontMatterProblems([{ ...samples[0]!, file: 'docs/faq.mdx' }]);
    expect(noFrontMatter.map(formatProblem)).toEqual([
      expect.stringContaining(
        `docs/faq.mdx:1: the page has C# samples, so its front matter needs \`checked_against: { dimo-dotnet-sdk: ${DOTNET_SDK_COMMIT.slice(0, 7)} }\``,
      ),
    ]);
  });
});

describe('the Dimo.Client table', () => {
  it('names every type a return value or parameter refers to', () => {
    const known = new Set(Object.keys(DOTNET_SDK));
    const framework =
      /^(string|int|long|double|decimal|bool|object|void|T|Task|ValueTask|CancellationToken|IReadOnlyCollection|List|Dictionary|Action|IHttpClientFactory|IServiceCollection|Stream|DateTime|DateTimeOffset|Uri)$/;
    const missing = new Set<string>();
    for (const t of Object.values(DOTNET_SDK)) {
      const specs = [
        ...Object.values(t.properties ?? {}),
        ...Object.values({ ...t.methods, ...t.staticMethods }).flatMap((ms) =>
          ms.flatMap((m) => [m.returns, ...m.params.map((p) => p.type)]),
        ),
        ...(t.constructors ?? []).flatMap((c) => c.map((p) => p.type)),
      ];
      for (const spec of specs) {
        for (const name of spec.match(/[A-Za-z_]\w*/g) ?? []) {
          if (!known.has(name) && !framework.test(name)) missing.add(name);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('records GetTokenAsync’s two overloads, neither without the address', () => {
    const overloads = DOTNET_SDK.IAuthenticationService!.methods!.GetTokenAsync!;
    expect(overloads.map((m) => m.params.map((p) => p.name))).toEqual([
      ['clientId', 'domain', 'privateKey', 'address', 'cancellationToken'],
      ['cancellationToken'],
    ]);
  });
});
