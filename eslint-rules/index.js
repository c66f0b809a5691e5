// @ts-check
import { fileNames } from './file-names.js';
import { layers } from './layers.js';
import { noCycle } from './no-cycle.js';

/** The house's own lint rules (eslint.config.js), each pinned by tests/unit/build/lint-zones.test.ts. */
export default { meta: { name: 'portal' }, rules: { layers, 'no-cycle': noCycle, 'file-names': fileNames } };
