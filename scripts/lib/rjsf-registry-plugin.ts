import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const OWN: Record<string, string> = {
  './components/fields/index.js': 'fields.ts',
  './components/widgets/index.js': 'widgets.ts',
  './components/templates/index.js': 'templates.ts',
};

/**
 * Points @rjsf/core's default registry (its fields, widgets and templates) at
 * src/shared/forms/rjsf-registry/: the pieces the portal's forms use, and stand-ins that fail loudly
 * for the rest. Used by the build and by vitest (which bundles @rjsf/core), so component tests run the
 * forms the browser gets.
 */
export function rjsfRegistry(): Plugin {
  const dir = fileURLToPath(new URL('../../src/shared/forms/rjsf-registry/', import.meta.url));
  return {
    name: 'portal:rjsf-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      const own = OWN[source];
      if (own && importer?.replace(/\\/g, '/').endsWith('/@rjsf/core/lib/getDefaultRegistry.js')) return `${dir}${own}`;
      return null;
    },
  };
}
