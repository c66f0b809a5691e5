// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bakedDataElement, readBakedData } from '@/app/baked-data';
import { bakedStart, fitsBakedAddress } from '@/app/baked-start';

/** A page baked at its bare address starts from that data only where the address asks nothing else (issue 36). */
describe('baked data and the address asked', () => {
  it('fits the bare address and one with a campaign tags only', () => {
    expect(fitsBakedAddress('')).toBe(true);
    expect(fitsBakedAddress('?utm_source=facebook&utm_campaign=spring')).toBe(true);
    expect(fitsBakedAddress('?fbclid=abc&gclid=def')).toBe(true);
  });

  it('does not fit an address with a filter or a search the screen reads', () => {
    expect(fitsBakedAddress('?category=watch')).toBe(false);
    expect(fitsBakedAddress('?q=Latv')).toBe(false);
    expect(fitsBakedAddress('?utm_source=facebook&brand=Apple')).toBe(false);
  });

  it("a screen's waiting state fits every address (the e-mail link's token), and reads back as such", () => {
    expect(fitsBakedAddress('?U=42&H=abc', { anyAddress: true })).toBe(true);
    expect(fitsBakedAddress('?U=42&H=abc', {})).toBe(false);
    const doc = new DOMParser().parseFromString(
      `<body>${bakedDataElement({ route: 'EmailConfirmation.lt', data: { outcome: 'checking' }, anyAddress: true })}</body>`,
      'text/html',
    );
    expect(readBakedData(doc)).toEqual({ route: 'EmailConfirmation.lt', data: { outcome: 'checking' }, anyAddress: true });
  });

  it('reads back what the build wrote, and ignores a broken element', () => {
    const doc = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const data = { route: 'Devices.lt', data: { note: '</script><script>alert(1)</script>' } };
    expect(readBakedData(doc(bakedDataElement(data)))).toEqual(data);
    expect(readBakedData(doc('<script type="application/json" id="page-data">{broken</script>'))).toBeUndefined();
  });

  it("gives the page its CMS HTML only through the browser's sanitiser (Trusted Types), never as the plain string baked", async () => {
    const doc = new DOMParser().parseFromString(
      `<body>${bakedDataElement({ route: 'Help.lt', data: { kind: 'topic', bodyHtml: '<p onclick="x()">Tekstas</p>', pageTitle: 'T' }, html: ['bodyHtml', 'missing'] })}</body>`,
      'text/html',
    );
    const start = bakedStart(doc, '/pagalba/mokejimai/papildymas')!;
    const results = await start.dataStrategy({
      request: new Request('http://localhost/pagalba/mokejimai/papildymas'),
      matches: [
        { route: { id: 'Help.lt' }, shouldLoad: true, resolve: (load: (handler: () => unknown) => unknown) => load(() => undefined) },
      ],
    } as never);
    expect(results['Help.lt']).toEqual({ kind: 'topic', bodyHtml: '<p>Tekstas</p>', pageTitle: 'T' });
  });
});
