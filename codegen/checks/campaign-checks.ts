import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';

export function checkCampaigns(spec: Spec, diagnostics: Diagnostics): void {
  const names = new Map<string, string>();
  const enumMembers = (name: string) => Object.keys(spec.enums.find((e) => e.name === name)?.values ?? {});
  const bannerTypes = enumMembers('InformationBannerType');
  const locations = enumMembers('BannerLocation');
  const routeKeys = new Set(spec.routes.map((r) => r.key));
  const formNames = new Set(spec.forms.map((f) => f.name));
  const bannerIds = new Map<string, string>();

  for (const c of spec.campaigns) {
    const source = c.origin.source;
    const add = (path: (string | number)[], problem: string, fix: string) => diagnostics.add(source.problem(path, problem, fix));
    const other = names.get(c.name);
    if (other) add(['name'], `campaign ${c.name} is also defined in ${other}`, 'give each campaign its own name');
    names.set(c.name, c.file);

    if (!(Date.parse(c.activeTo) > Date.parse(c.activeFrom))) {
      add(['activeTo'], 'activeTo must be after activeFrom', `write a date-time later than ${c.activeFrom}`);
    }
    for (const [i, key] of c.configKeys.entries()) {
      if (!spec.app.configKeys.includes(key)) add(['configKeys', i], `config key ${key} is not in spec/app.yaml configKeys`, `use one of ${spec.app.configKeys.join(', ')} or add it there`);
    }
    for (const [i, form] of c.forms.entries()) {
      if (!formNames.has(form)) add(['forms', i], `form ${form} does not exist`, `create spec/forms/${form}.yaml or use one of ${[...formNames].join(', ')}`);
    }
    for (const [i, banner] of c.banners.entries()) {
      const seen = bannerIds.get(banner.id);
      if (seen) add(['banners', i, 'id'], `banner id ${banner.id} is also used in ${seen}`, 'give each banner its own id');
      bannerIds.set(banner.id, c.file);
      if (!bannerTypes.includes(banner.type)) add(['banners', i, 'type'], `${banner.type} is not an InformationBannerType`, `write one of ${bannerTypes.join(', ')}`);
      for (const [j, loc] of banner.locations.entries()) {
        if (!locations.includes(loc)) add(['banners', i, 'locations', j], `${loc} is not a BannerLocation`, `write one of ${locations.join(', ')}`);
      }
      if (banner.route && !routeKeys.has(banner.route)) add(['banners', i, 'route'], `route ${banner.route} does not exist`, 'name a route key from spec/routes.yaml or this file');
    }
    for (const key of c.routeKeys) {
      const route = spec.routes.find((r) => r.key === key)!;
      for (const lang of route.languages) {
        const texts = c.texts[lang] as { routes?: Record<string, { title?: string }> } | undefined;
        if (!texts?.routes?.[key]?.title) add(['texts', lang], `routes.${key}.title is missing`, `add the ${lang} title of route ${key} under texts.${lang}.routes.${key}.title`);
      }
    }
    for (const step of c.steps) {
      for (const lang of spec.app.languages.site) {
        const texts = c.texts[lang] as { steps?: Record<string, string> } | undefined;
        if (!texts?.steps?.[step]) add(['texts', lang], `steps.${step} is missing`, `add the ${lang} text of step ${step} under texts.${lang}.steps.${step}`);
      }
    }
  }
}
