import type { LookupLabels } from '@domain/lookup-labels';
import type { LookupTable } from '@domain/reference';

/**
 * The built-in lookup values' labels in the other five languages (domain/reference.ts LOOKUP_SEED):
 * written by the seeds on the rows that have none. Server-side data: the pages read labels from
 * GET /api/reference.
 */
type Row = [name: string, en: string, ru: string, lv: string, lt: string, fi: string];

const rows: Record<LookupTable, Row[]> = {
  cargo_types: [
    [
      'toidukaubad',
      'food products',
      'продукты питания',
      'pārtikas produkti',
      'maisto produktai',
      'elintarvikkeet',
    ],
    [
      'ehitusmaterjalid',
      'building materials',
      'стройматериалы',
      'būvmateriāli',
      'statybinės medžiagos',
      'rakennusmateriaalit',
    ],
    [
      'masinad',
      'machinery',
      'техника и оборудование',
      'mašīnas un iekārtas',
      'mašinos ir įranga',
      'koneet ja laitteet',
    ],
    ['tekstiil', 'textiles', 'текстиль', 'tekstilizstrādājumi', 'tekstilė', 'tekstiilit'],
    ['elektroonika', 'electronics', 'электроника', 'elektronika', 'elektronika', 'elektroniikka'],
    ['kemikaalid', 'chemicals', 'химикаты', 'ķimikālijas', 'chemikalai', 'kemikaalit'],
    ['muu', 'other', 'другое', 'cits', 'kita', 'muu'],
  ],
  trailer_types: [
    ['tentsõiduk', 'curtainsider', 'тент', 'tents', 'tentinė', 'kapelliauto'],
    ['külmkastsõiduk', 'reefer', 'рефрижератор', 'refrižerators', 'šaldytuvas', 'kylmäkone'],
    ['konteinerveo', 'container carrier', 'контейнеровоз', 'konteinervedējs', 'konteinervežis', 'konttiauto'],
    ['tasaplatvorm', 'flatbed', 'открытая платформа', 'platforma', 'platforma', 'lavetti'],
    ['poolhaagis', 'semi-trailer', 'полуприцеп', 'puspiekabe', 'puspriekabė', 'puoliperävaunu'],
    ['tanker', 'tanker', 'цистерна', 'cisterna', 'cisterna', 'säiliöauto'],
    ['kastsõiduk', 'box body', 'фургон', 'furgons', 'furgonas', 'umpikori'],
    ['mega', 'mega trailer', 'мега', 'mega piekabe', 'mega priekaba', 'mega-perävaunu'],
    ['jumbo', 'jumbo', 'джамбо', 'jumbo', 'jumbo', 'jumbo'],
    ['autovedu', 'car transporter', 'автовоз', 'autovedējs', 'autovežis', 'autonkuljetusauto'],
    ['kallur', 'tipper', 'самосвал', 'pašizgāzējs', 'savivartis', 'kippiauto'],
    [
      'madelhaagis',
      'low loader',
      'трал',
      'zemās platformas piekabe',
      'žemaplatformė priekaba',
      'matalalavetti',
    ],
  ],
  transport_types: [
    ['täishaagis', 'drawbar trailer', 'прицеп', 'piekabe', 'priekaba', 'täysperävaunu'],
    ['poolhaagis', 'semi-trailer', 'полуприцеп', 'puspiekabe', 'puspriekabė', 'puoliperävaunu'],
    ['kaubik', 'van', 'фургон', 'furgons', 'furgonas', 'pakettiauto'],
    ['külmik', 'reefer', 'рефрижератор', 'refrižerators', 'šaldytuvas', 'kylmäkone'],
    ['tsisternauto', 'tank truck', 'автоцистерна', 'autocisterna', 'autocisterna', 'säiliöauto'],
    ['autotransporter', 'car transporter', 'автовоз', 'autovedējs', 'autovežis', 'autonkuljetusauto'],
  ],
  service_regions: [
    ['eesti', 'Estonia', 'Эстония', 'Igaunija', 'Estija', 'Viro'],
    ['baltimaad', 'the Baltics', 'Прибалтика', 'Baltijas valstis', 'Baltijos šalys', 'Baltian maat'],
    ['põhjamaad', 'the Nordics', 'Северные страны', 'Ziemeļvalstis', 'Šiaurės šalys', 'Pohjoismaat'],
    ['euroopa', 'Europe', 'Европа', 'Eiropa', 'Europa', 'Eurooppa'],
  ],
  specializations: [
    [
      'rahvusvaheline',
      'international haulage',
      'международные перевозки',
      'starptautiskie pārvadājumi',
      'tarptautiniai pervežimai',
      'kansainväliset kuljetukset',
    ],
    [
      'kohalik',
      'local haulage',
      'местные перевозки',
      'vietējie pārvadājumi',
      'vietiniai pervežimai',
      'paikalliskuljetukset',
    ],
    [
      'külmkast',
      'temperature-controlled',
      'перевозки с температурным режимом',
      'temperatūras režīma kravas',
      'temperatūrinių krovinių pervežimai',
      'lämpösäädellyt kuljetukset',
    ],
    [
      'ohtlik',
      'dangerous goods (ADR)',
      'опасные грузы (ADR)',
      'bīstamās kravas (ADR)',
      'pavojingi kroviniai (ADR)',
      'vaaralliset aineet (ADR)',
    ],
    ['kaubavahetus', 'trade', 'торговля', 'tirdzniecība', 'prekyba', 'kauppa'],
  ],
  loading_types: [
    ['tagant', 'rear', 'задняя', 'no aizmugures', 'iš galo', 'takaa'],
    ['küljelt', 'side', 'боковая', 'no sāniem', 'iš šono', 'sivulta'],
    ['pealt', 'top', 'верхняя', 'no augšas', 'iš viršaus', 'päältä'],
    ['tõstuk', 'tail lift', 'гидроборт', 'hidrauliskais pacēlājs', 'hidraulinis keltuvas', 'takalaitanostin'],
  ],
  units: [
    ['kg', 'kg', 'кг', 'kg', 'kg', 'kg'],
    ['t', 't', 'т', 't', 't', 't'],
    ['m³', 'm³', 'м³', 'm³', 'm³', 'm³'],
    ['tk', 'pcs', 'шт.', 'gab.', 'vnt.', 'kpl'],
    ['alus', 'pallet', 'паллета', 'palete', 'padėklas', 'lava'],
  ],
};

/** The built-in values' labels, by list and stored value. */
export const LOOKUP_SEED_LABELS: Record<LookupTable, Record<string, LookupLabels>> = Object.fromEntries(
  Object.entries(rows).map(([table, values]) => [
    table,
    Object.fromEntries(values.map(([name, en, ru, lv, lt, fi]) => [name, { en, ru, lv, lt, fi }])),
  ]),
) as Record<LookupTable, Record<string, LookupLabels>>;
