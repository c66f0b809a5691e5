import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Points @rjsf/core's default field registry at src/shared/forms/rjsf-fields.ts (the same fields,
 * without arrays, anyOf/oneOf and layout grids). Used by the build and by vitest (which bundles
 * @rjsf/core), so component tests run the forms the browser gets.
 */
export function rjsfFields(): Plugin {
  const own = fileURLToPath(new URL('../../src/shared/forms/rjsf-fields.ts', import.meta.url));
  return {
    name: 'portal:rjsf-fields',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './components/fields/index.js' && importer?.replace(/\\/g, '/').endsWith('/@rjsf/core/lib/getDefaultRegistry.js'))
        return own;
      return null;
    },
  };
}
