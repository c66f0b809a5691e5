import type { Spec } from '../spec-types';
import { emitApi } from './api';
import { emitAppConfig } from './app-config';
import { emitCampaigns } from './campaigns';
import { emitEnums } from './enums';
import { emitForms } from './forms';
import { emitI18n } from './i18n';
import { emitResponses } from './responses';
import { emitRoutes } from './routes';
import { emitSchemas } from './schemas';
import { emitScreens } from './screens';
import { emitValidators } from './validators';
import type { GeneratedFile } from './header';

/** Every emitter, each a pure function of the loaded spec. Output is sorted by path for stable runs. */
export async function emitAll(spec: Spec): Promise<GeneratedFile[]> {
  // Emitters are sync or async; Promise.all takes both.
  /* eslint-disable @typescript-eslint/await-thenable */
  const groups = await Promise.all([
    emitApi(spec),
    emitAppConfig(spec),
    emitCampaigns(spec),
    emitEnums(spec),
    emitForms(spec),
    emitI18n(spec),
    emitResponses(spec),
    emitRoutes(spec),
    emitSchemas(spec),
    emitScreens(spec),
    emitValidators(spec),
  ]);
  /* eslint-enable @typescript-eslint/await-thenable */
  return groups.flat().sort((a, b) => a.path.localeCompare(b.path));
}
