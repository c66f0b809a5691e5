import { Diagnostics } from '../../codegen/load/diagnostics';
import { YamlSource } from '../../codegen/load/yaml-source';

type Data = Record<string, any> | undefined;

/**
 * Maps a JSON pointer into the merged OpenAPI document back to the spec/api file that wrote it:
 * a path's method and a component belong to the fragment that defines them, the rest to the root.
 */
export function apiSourceLocator(files: string[], read: (file: string) => string) {
  const sources = files.map((file) => new YamlSource(file, read(file), new Diagnostics()));
  const rootSource = sources[0]!;
  const owner = (segments: string[]): YamlSource => {
    const [area, a = '', b = ''] = segments;
    const has = (data: Data) =>
      area === 'paths' ? data?.paths?.[a]?.[b] !== undefined : area === 'components' && data?.components?.[a]?.[b] !== undefined;
    return (
      sources.find((s) => has(s.data as Data)) ??
      (area === 'paths' ? sources.find((s) => (s.data as Data)?.paths?.[a] !== undefined) : undefined) ??
      rootSource
    );
  };
  return (pointer: string, onKey: boolean): string => {
    const segments = pointer.replace(/^#\/?/, '').split('/').filter(Boolean).map(unescapeSegment);
    const source = owner(segments);
    // Numbers index lists; map keys such as '200' match either way.
    const { line, col } = source.position(
      segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      { key: onKey },
    );
    return `${source.file}:${line}:${col}`;
  };
}

function unescapeSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded after all: keep it as Redocly wrote it.
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}
