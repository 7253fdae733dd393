/** Word lists for US postal addresses: street suffixes, unit designators, directions, states. */

const list = (words: string): string[] => words.split(/\s+/).filter(Boolean);

/** Street suffixes, spelled out and abbreviated (after the USPS conventions). */
export const streetSuffixes = list(`
  street st str avenue ave road rd drive dr lane ln boulevard blvd court ct place pl
  circle cir terrace ter terr way parkway pkwy pky highway hwy freeway fwy expressway expy turnpike
  tpke trail trl tr cove cv square sq plaza plz loop run path pass pike alley aly crossing xing
  landing lndg point pointe pt ridge rdg view vw vista vis hill hl hills hls heights hts estates ests
  estate est underpass upas overpass opas harbor hbr haven hvn grove grv gardens gdns garden gdn
  meadow meadows mdws park parks pines pine knoll knolls lake lakes glen gln green grn hollow holw
  junction jct key ky manor mnr mill mills mount mt mountain mtn orchard orch prairie pr ranch
  row shore shores shrs spring springs spgs station sta stream strm summit smt trace trce track
  trak valley vly village vlg villa ville vl walk wall wells brook brk creek crk crescent cres
  crest crst bend bnd bluff blf branch br bridge brg bypass byp canyon cyn cape cpe causeway cswy
  cliff clf cliffs clfs common commons corner cor corners cors curve curv dale dl dam divide dv
  extension ext falls fls ferry fry field fld fields flds flat flt flats flts ford frd forest frst
  forge frg fork frk forks frks fort ft gateway gtwy isle island islands lock lodge ldg mall
  neck nck oval ramp rapids rpds rest shoal shoals skyway spur stravenue stra tunnel tunl
  viaduct via vale trafficway route rte mews close rise wynd parade esplanade quay wharf gate yard
  squares villages center centers locks walks forges keys crossroad crossroads motorway well union
  unions club inlet loaf river port ports plain plains harbors coves brooks burg burgs camp circles
  courts creeks drives glens greens groves islands junctions lights light manors mission mountains
  points ridges roads shoals springs spurs stations streets throughway valleys viaducts views vistas
  ways wells lakes fields gardens hills end brae circuit grange copse chase concourse passage
`);

/** Designators of a unit inside a building: 'Apt 4B', 'Suite 200', '# 12'. */
export const unitDesignators = list(
  'apt apartment unit suite ste bldg building fl floor rm room lot spc space trlr trailer dept lowr uppr ph penthouse box',
);

export const directions = list(
  'n s e w ne nw se sw north south east west northeast northwest southeast southwest',
);

/** USPS state and territory codes. */
export const stateCodes = new Set(
  list(`AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM
  NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP`),
);

export const stateNames = list(`
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
  idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
  vermont virginia washington wisconsin wyoming
`).concat([
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'rhode island',
  'south carolina',
  'south dakota',
  'west virginia',
  'puerto rico',
  'district of columbia',
]);
