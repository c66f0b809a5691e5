import type { YamlSource } from '../load/yaml-source';

/** The parsed spec files the cross-file checks read, to name a finding's file, line and column. */
export interface Sources {
  app: YamlSource;
  routes: YamlSource;
  validation: YamlSource;
  enums: YamlSource;
  /** spec/i18n/<lang>/<ns>.yaml -> source */
  i18n: Map<string, YamlSource>;
  /** Whether the build serves this site path from public/ (`/images/share.png`). */
  publicFile: (path: string) => boolean;
}
