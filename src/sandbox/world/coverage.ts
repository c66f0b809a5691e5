import type { Schemas } from '../api-types';
import { text, type Text } from './i18n';

/**
 * The network's coverage, as the operator's radio planning publishes it: sites (base station areas)
 * per technology as circles around their position, and each town's coverage computed from them.
 * 2G reaches the whole country, 4G nearly all of it (gaps in the Dzūkija and Labanoras forests and at
 * the Kapčiamiestis border), 5G the cities and resorts. Deterministic: the same in every world.
 */
export type Technology = Schemas['NetworkTechnology'];

export const TECHNOLOGIES: readonly Technology[] = ['2G', '4G', '5G'];

type County = 'Alytaus' | 'Kauno' | 'Klaipėdos' | 'Marijampolės' | 'Panevėžio' | 'Šiaulių' | 'Tauragės' | 'Telšių' | 'Utenos' | 'Vilniaus';

const COUNTIES: Record<County, Text> = {
  Alytaus: text('Alytaus apskritis', 'Alytus County', 'Алитусский уезд'),
  Kauno: text('Kauno apskritis', 'Kaunas County', 'Каунасский уезд'),
  Klaipėdos: text('Klaipėdos apskritis', 'Klaipėda County', 'Клайпедский уезд'),
  Marijampolės: text('Marijampolės apskritis', 'Marijampolė County', 'Мариямпольский уезд'),
  Panevėžio: text('Panevėžio apskritis', 'Panevėžys County', 'Паневежский уезд'),
  Šiaulių: text('Šiaulių apskritis', 'Šiauliai County', 'Шяуляйский уезд'),
  Tauragės: text('Tauragės apskritis', 'Tauragė County', 'Таурагский уезд'),
  Telšių: text('Telšių apskritis', 'Telšiai County', 'Тельшяйский уезд'),
  Utenos: text('Utenos apskritis', 'Utena County', 'Утенский уезд'),
  Vilniaus: text('Vilniaus apskritis', 'Vilnius County', 'Вильнюсский уезд'),
};

/** [id, Lithuanian (and English) name, Russian name, latitude, longitude, county, size: 3 city, 2 town, 1 small town, 0 village] */
type TownSeed = [id: string, lt: string, ru: string, lat: number, lon: number, county: County, size: 0 | 1 | 2 | 3];

const TOWNS: readonly TownSeed[] = [
  ['vilnius', 'Vilnius', 'Вильнюс', 54.6872, 25.2797, 'Vilniaus', 3],
  ['kaunas', 'Kaunas', 'Каунас', 54.8985, 23.9036, 'Kauno', 3],
  ['klaipeda', 'Klaipėda', 'Клайпеда', 55.7033, 21.1443, 'Klaipėdos', 3],
  ['siauliai', 'Šiauliai', 'Шяуляй', 55.9349, 23.3137, 'Šiaulių', 3],
  ['panevezys', 'Panevėžys', 'Паневежис', 55.7348, 24.3575, 'Panevėžio', 3],
  ['alytus', 'Alytus', 'Алитус', 54.3963, 24.0459, 'Alytaus', 2],
  ['marijampole', 'Marijampolė', 'Мариямполе', 54.5593, 23.3541, 'Marijampolės', 2],
  ['mazeikiai', 'Mažeikiai', 'Мажейкяй', 56.3093, 22.3414, 'Telšių', 2],
  ['jonava', 'Jonava', 'Йонава', 55.0727, 24.2797, 'Kauno', 2],
  ['utena', 'Utena', 'Утена', 55.4979, 25.5998, 'Utenos', 2],
  ['kedainiai', 'Kėdainiai', 'Кедайняй', 55.2887, 23.9747, 'Kauno', 2],
  ['telsiai', 'Telšiai', 'Тельшяй', 55.9814, 22.2472, 'Telšių', 2],
  ['taurage', 'Tauragė', 'Таураге', 55.2522, 22.2897, 'Tauragės', 2],
  ['ukmerge', 'Ukmergė', 'Укмерге', 55.245, 24.7761, 'Vilniaus', 2],
  ['visaginas', 'Visaginas', 'Висагинас', 55.5976, 26.4369, 'Utenos', 2],
  ['plunge', 'Plungė', 'Плунге', 55.9107, 21.8454, 'Telšių', 2],
  ['kretinga', 'Kretinga', 'Кретинга', 55.8891, 21.2421, 'Klaipėdos', 2],
  ['silute', 'Šilutė', 'Шилуте', 55.3489, 21.4831, 'Klaipėdos', 2],
  ['radviliskis', 'Radviliškis', 'Радвилишкис', 55.8108, 23.5465, 'Šiaulių', 2],
  ['palanga', 'Palanga', 'Паланга', 55.9175, 21.0686, 'Klaipėdos', 2],
  ['druskininkai', 'Druskininkai', 'Друскининкай', 54.0168, 23.972, 'Alytaus', 2],
  ['gargzdai', 'Gargždai', 'Гаргждай', 55.7097, 21.3945, 'Klaipėdos', 2],
  ['rokiskis', 'Rokiškis', 'Рокишкис', 55.9616, 25.5853, 'Panevėžio', 2],
  ['birzai', 'Biržai', 'Биржай', 56.2017, 24.756, 'Panevėžio', 1],
  ['elektrenai', 'Elektrėnai', 'Электренай', 54.7856, 24.662, 'Vilniaus', 1],
  ['kursenai', 'Kuršėnai', 'Куршенай', 56.0051, 22.936, 'Šiaulių', 1],
  ['jurbarkas', 'Jurbarkas', 'Юрбаркас', 55.0772, 22.765, 'Tauragės', 1],
  ['garliava', 'Garliava', 'Гарлява', 54.8209, 23.8719, 'Kauno', 1],
  ['vilkaviskis', 'Vilkaviškis', 'Вилкавишкис', 54.6519, 23.0315, 'Marijampolės', 1],
  ['raseiniai', 'Raseiniai', 'Расейняй', 55.3768, 23.1177, 'Kauno', 1],
  ['anyksciai', 'Anykščiai', 'Аникщяй', 55.5255, 25.1027, 'Utenos', 1],
  ['lentvaris', 'Lentvaris', 'Лентварис', 54.6436, 25.0516, 'Vilniaus', 1],
  ['grigiskes', 'Grigiškės', 'Григишкес', 54.6833, 25.0833, 'Vilniaus', 1],
  ['prienai', 'Prienai', 'Пренай', 54.6333, 23.9411, 'Kauno', 1],
  ['joniskis', 'Joniškis', 'Йонишкис', 56.2395, 23.6149, 'Šiaulių', 1],
  ['kelme', 'Kelmė', 'Кельме', 55.633, 22.933, 'Šiaulių', 1],
  ['varena', 'Varėna', 'Варена', 54.2205, 24.5751, 'Alytaus', 1],
  ['kaisiadorys', 'Kaišiadorys', 'Кайшядорис', 54.8667, 24.45, 'Kauno', 1],
  ['pasvalys', 'Pasvalys', 'Пасвалис', 56.0594, 24.4036, 'Panevėžio', 1],
  ['kupiskis', 'Kupiškis', 'Купишкис', 55.8406, 24.9792, 'Panevėžio', 1],
  ['zarasai', 'Zarasai', 'Зарасай', 55.731, 26.2469, 'Utenos', 1],
  ['skuodas', 'Skuodas', 'Скуодас', 56.27, 21.52, 'Klaipėdos', 1],
  ['kazlu-ruda', 'Kazlų Rūda', 'Казлу-Руда', 54.7489, 23.49, 'Marijampolės', 1],
  ['sirvintos', 'Širvintos', 'Ширвинтос', 55.0436, 24.9567, 'Vilniaus', 1],
  ['moletai', 'Molėtai', 'Молетай', 55.2333, 25.4167, 'Utenos', 1],
  ['salcininkai', 'Šalčininkai', 'Шальчининкай', 54.3092, 25.38, 'Vilniaus', 1],
  ['sakiai', 'Šakiai', 'Шакяй', 54.955, 23.048, 'Marijampolės', 1],
  ['ignalina', 'Ignalina', 'Игналина', 55.3406, 26.1606, 'Utenos', 1],
  ['pabrade', 'Pabradė', 'Пабраде', 54.9811, 25.7644, 'Vilniaus', 1],
  ['svencionys', 'Švenčionys', 'Швенчёнис', 55.1333, 26.1667, 'Vilniaus', 1],
  ['trakai', 'Trakai', 'Тракай', 54.6379, 24.9343, 'Vilniaus', 1],
  ['birstonas', 'Birštonas', 'Бирштонас', 54.6072, 24.0308, 'Kauno', 1],
  ['lazdijai', 'Lazdijai', 'Лаздияй', 54.2343, 23.5156, 'Alytaus', 1],
  ['kalvarija', 'Kalvarija', 'Кальвария', 54.4147, 23.225, 'Marijampolės', 1],
  ['naujoji-akmene', 'Naujoji Akmenė', 'Науйои-Акмяне', 56.3167, 22.9, 'Šiaulių', 1],
  ['pakruojis', 'Pakruojis', 'Пакруойис', 55.9797, 23.8561, 'Šiaulių', 1],
  ['silale', 'Šilalė', 'Шилале', 55.49, 22.185, 'Tauragės', 1],
  ['pagegiai', 'Pagėgiai', 'Пагегяй', 55.1372, 21.9136, 'Tauragės', 1],
  ['rietavas', 'Rietavas', 'Ретавас', 55.725, 21.9286, 'Telšių', 1],
  ['nida', 'Nida', 'Нида', 55.3036, 21.0058, 'Klaipėdos', 1],
  ['juodkrante', 'Juodkrantė', 'Юодкранте', 55.55, 21.1167, 'Klaipėdos', 0],
  ['nemencine', 'Nemenčinė', 'Неменчине', 54.85, 25.4833, 'Vilniaus', 1],
  ['eisiskes', 'Eišiškės', 'Эйшишкес', 54.1742, 24.995, 'Vilniaus', 1],
  ['kybartai', 'Kybartai', 'Кибартай', 54.6381, 22.7594, 'Marijampolės', 1],
  ['zagare', 'Žagarė', 'Жагаре', 56.3617, 23.25, 'Šiaulių', 0],
  ['seduva', 'Šeduva', 'Шедува', 55.7494, 23.7594, 'Šiaulių', 0],
  ['dukstas', 'Dūkštas', 'Дукштас', 55.5222, 26.3239, 'Utenos', 0],
  ['merkine', 'Merkinė', 'Меркине', 54.1606, 24.1878, 'Alytaus', 0],
  ['rusne', 'Rusnė', 'Русне', 55.2981, 21.3711, 'Klaipėdos', 0],
  ['marcinkonys', 'Marcinkonys', 'Марцинконис', 54.0611, 24.4, 'Alytaus', 0],
  ['kapciamiestis', 'Kapčiamiestis', 'Капчямиестис', 54.0, 23.65, 'Alytaus', 0],
  ['labanoras', 'Labanoras', 'Лабанорас', 55.2667, 25.7833, 'Utenos', 0],
];

/** Forest and border areas 4G does not reach yet: [latitude, longitude, radius km]. */
const NO_4G: readonly [number, number, number][] = [
  [54.06, 24.4, 9], // Dzūkija forest, Marcinkonys
  [54.0, 23.65, 7], // Kapčiamiestis, by the Polish and Belarusian border
  [55.27, 25.78, 7], // Labanoras forest
];

/** Radius of a site's area, km, by the town's size: 4G and 5G. */
const RADIUS_4G = [0, 9, 12, 16] as const;
const RADIUS_5G: Partial<Record<string, number>> = {
  vilnius: 12,
  kaunas: 10,
  klaipeda: 8,
  siauliai: 6,
  panevezys: 6,
  alytus: 4,
  marijampole: 4,
  utena: 3,
  palanga: 4,
  druskininkai: 3,
  nida: 2,
};

interface Site {
  name: string;
  lat: number;
  lon: number;
  km: number;
}

const KM_PER_DEGREE = 111.32;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * KM_PER_DEGREE;
  const dLon = (lon2 - lon1) * KM_PER_DEGREE * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLon);
}

/** A regular grid of rural sites over the country's bounding box (coverage outside the border is cut off by the map). */
function grid(stepLat: number, stepLon: number, km: number, prefix: string): Site[] {
  const sites: Site[] = [];
  for (let lat = 53.95; lat <= 56.45; lat += stepLat) {
    for (let lon = 21.0; lon <= 26.8; lon += stepLon) sites.push({ name: `${prefix} ${lat.toFixed(2)} ${lon.toFixed(2)}`, lat, lon, km });
  }
  // Only sites in the country: near one of its towns (not out at sea or abroad).
  return sites.filter((site) => TOWNS.some(([, , , lat, lon]) => distanceKm(site.lat, site.lon, lat, lon) <= 35));
}

const outside4gGaps = (site: Site) => NO_4G.every(([lat, lon, km]) => distanceKm(site.lat, site.lon, lat, lon) > site.km + km);

const SITES: Record<Technology, Site[]> = {
  '2G': grid(0.4, 0.65, 34, '2G'),
  '4G': [
    ...TOWNS.filter(([, , , , , , size]) => size > 0).map(([, name, , lat, lon, , size]) => ({ name, lat, lon, km: RADIUS_4G[size] })),
    ...grid(0.32, 0.52, 25, '4G'),
  ].filter(outside4gGaps),
  '5G': TOWNS.filter(([id]) => RADIUS_5G[id]).map(([id, name, , lat, lon]) => ({ name, lat, lon, km: RADIUS_5G[id]! })),
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A site's area as a 20-sided polygon (longitude first, closed ring). */
function circle(site: Site): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i <= 20; i++) {
    const angle = ((i % 20) / 20) * 2 * Math.PI;
    const lat = site.lat + (site.km / KM_PER_DEGREE) * Math.sin(angle);
    const lon = site.lon + (site.km / (KM_PER_DEGREE * Math.cos(site.lat * (Math.PI / 180)))) * Math.cos(angle);
    ring.push([round(lon), round(lat)]);
  }
  return ring;
}

export interface CoverageTownState {
  id: string;
  name: Text;
  county: Text;
  latitude: number;
  longitude: number;
  technologies: Technology[];
}

export interface CoverageState {
  updatedAt: Date;
  towns: CoverageTownState[];
  layers: { technology: Technology; areas: Schemas['CoverageFeatureCollection'] }[];
}

let computed: Omit<CoverageState, 'updatedAt'> | undefined;

/** The coverage of the network (computed once: it is the same in every world), recalculated `updatedAt`. */
export function createCoverage(now: Date): CoverageState {
  computed ??= {
    towns: [...TOWNS]
      .sort((a, b) => b[6] - a[6])
      .map(([id, lt, ru, latitude, longitude, county]) => ({
        id,
        name: text(lt, lt, ru),
        county: COUNTIES[county],
        latitude,
        longitude,
        technologies: TECHNOLOGIES.filter((technology) =>
          SITES[technology].some((site) => distanceKm(latitude, longitude, site.lat, site.lon) <= site.km),
        ),
      })),
    layers: TECHNOLOGIES.map((technology) => ({
      technology,
      areas: {
        type: 'FeatureCollection' as const,
        features: SITES[technology].map((site) => ({
          type: 'Feature' as const,
          properties: { site: site.name },
          geometry: { type: 'Polygon' as const, coordinates: [circle(site)] },
        })),
      },
    })),
  };
  const updatedAt = new Date(now);
  updatedAt.setUTCDate(updatedAt.getUTCDate() - 3);
  updatedAt.setUTCHours(4, 0, 0, 0);
  return { updatedAt, ...computed };
}
