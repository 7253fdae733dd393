// Small release files in the publishers' formats, written by tests into a temporary folder.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

/** A zip file (deflated entries) built in memory: enough for the importers' reader. */
export function zipBuffer(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** One line of a CMS order file (fixed width). */
export function orderLine(n: number, code: string, billable: boolean, short: string, long = short): string {
  return `${String(n).padStart(5, '0')} ${code.padEnd(7)} ${billable ? '1' : '0'} ${short.padEnd(60)} ${long}`;
}

/** Text that must never reach the database: stands in for the AMA's CPT descriptors. */
export const AMA_MARKER = 'AMA-DESCRIPTOR-TEXT';
/** Stands in for X12's CARC wording and NUBC's revenue wording. */
export const X12_MARKER = 'X12-OFFICIAL-TEXT';

const pfsHeader = [
  ',,2025 National Physician Fee Schedule Relative Value File October Release,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
  ',,CPT codes and descriptions only are copyright 2024 American Medical Association.,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
  'HCPCS,MOD,DESCRIPTION,CODE,PAYMENT,RVU,PE RVU,INDICATOR,PE RVU,INDICATOR,RVU,TOTAL,TOTAL,IND,DAYS,OP,OP,OP,PROC,SURG,SURG,SURG,SURG,BASE,FACTOR,PROCEDURES,FLAG,INDICATOR,AMOUNT,AMOUNT,AMOUNT',
];
const pfsRow = (code: string, mod: string, status: string, nonFac: string, fac: string, na = '') =>
  `${code},${mod},"${AMA_MARKER}, ${code}",${status},,1.00,0.50,${na},0.40,,0.10,${nonFac},${fac},0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00`;

export interface FixtureOptions {
  /** ICD-10-CM release year: 2027 drops A00.1 and adds A00.9 (a new version of the set). */
  cmYear?: number;
}

/** Writes a folder of small release files in every supported format; returns its path. */
export function writeFixtureCodesets(
  dir = mkdtempSync(path.join(tmpdir(), 'cb-codesets-')),
  o: FixtureOptions = {},
) {
  const put = (rel: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  const year = o.cmYear ?? 2026;
  const cmLines = [
    orderLine(1, 'A00', false, 'Cholera'),
    orderLine(
      2,
      'A000',
      true,
      'Cholera due to V. cholerae 01, biovar cholerae',
      'Cholera due to Vibrio cholerae 01, biovar cholerae',
    ),
    ...(year === 2026 ? [orderLine(3, 'A001', true, 'Cholera due to V. cholerae 01, biovar eltor')] : []),
    ...(year !== 2026 ? [orderLine(3, 'A009', true, 'Cholera, unspecified')] : []),
    orderLine(4, 'E11', false, 'Type 2 diabetes mellitus'),
    orderLine(5, 'E119', true, 'Type 2 diabetes mellitus without complications'),
    orderLine(6, 'S72001A', true, 'Fracture of unsp part of neck of right femur, init'),
  ];
  put(
    `icd10/cms_${year}_dx.zip`,
    zipBuffer({
      [`icd10cm_codes_${year}.txt`]: 'A000    Cholera\r\n',
      [`icd10cm_order_${year}.txt`]: cmLines.join('\r\n') + '\r\n',
    }),
  );
  put(
    'icd10/cms_2026_pr.zip',
    zipBuffer({
      'icd10pcs_order_2026.txt': [
        orderLine(1, '001', false, 'Central Nervous System and Cranial Nerves, Bypass'),
        orderLine(2, '0016070', true, 'Bypass Cereb Vent to Nasophar with Autol Sub, Open Approach'),
        orderLine(3, '0SR90J9', true, 'Replace R Hip Jt w Synth Sub, Cement, Open'),
      ].join('\r\n'),
    }),
  );
  put(
    'hcpcs/hcpcs_level2_2025_from_OPPS_AddB_noD.csv',
    'hcpcs,short_descriptor,opps_status_indicator,apc,opps_payment_rate\nA0428,Bls,E1,,\nJ1100,Dexamethasone sodium phos,N,,\nE0110,"Crutch forearm, pair",Y,,\n',
  );
  put(
    'pfs/PPRRVU2025_Oct.csv',
    [
      ...pfsHeader,
      pfsRow('99213', '', 'A', '2.75', '1.96'),
      pfsRow('71046', '', 'A', '1.12', '1.12'),
      pfsRow('71046', '26', 'A', '0.45', '0.45'),
      pfsRow('71046', 'TC', 'A', '0.67', '0.67'),
      pfsRow('27447', '', 'A', '36.00', '36.00', 'NA'),
      pfsRow('0001F', '', 'I', '0.00', '0.00'),
      pfsRow('0042T', '', 'C', '0.00', '0.00'),
      pfsRow('J1100', '', 'E', '0.00', '0.00'),
      pfsRow('D0120', '', 'R', '0.00', '0.00'),
    ].join('\n'),
  );
  put(
    'pfs/GPCI2025.csv',
    'ADDENDUM E. FINAL CY 2025 GPCIs,,,,,,\n,,,,,,\nMedicare Administrative Contractor (MAC),State,Locality Number,Locality Name,2025 PW GPCI,2025 PE GPCI,2025 MP GPCI\n10112,AL,00,ALABAMA,1,0.869,0.575\n02102,AK,01,ALASKA*,1.5,1.081,0.592\n',
  );
  put(
    'pfs/25LOCCO.csv',
    'COUNTIES INCLUDED IN 2025 LOCALITIES,,,,\n,,,,\nMedicare Adminstrative Contractor,Locality Number,State ,Fee Schedule Area ,Counties\n,,,,\n10112,0,ALABAMA ,STATEWIDE ,ALL COUNTIES \n2102,1,ALASKA ,STATEWIDE ,ALL COUNTIES \n',
  );
  put(
    'opps/2025_NFRM_Addendum_B.11122024.txt',
    [
      '\tAddendum B.-- OPPS Payment by HCPCS Code for CY 2025\t\t',
      'HCPCS Code\tShort Descriptor\t CI\t SI\t APC \tRelative Weight\tPayment Rate\tNational Unadjusted Copayment\tMinimum Unadjusted Copayment',
      `0001U\t${AMA_MARKER}\t\tA\t\t\t\t\t`,
      `0007M\t${AMA_MARKER}\t\tA\t\t\t\t\t`,
      `71046\t${AMA_MARKER}\t\tQ1\t5521\t1.0427\t$92.23\t\t$18.45`,
      `99213\t${AMA_MARKER}\t\tB\t\t\t\t\t`,
    ].join('\r\n'),
  );
  put(
    'clfs/fee-schedules-lab_clfs_cy2026q3.json',
    JSON.stringify([
      {
        hcpcs: '80053',
        modifier: '',
        year: '2026',
        eff_date: '20260101',
        indicator: 'N',
        rate_2026: 10.56,
        short_desc: AMA_MARKER,
      },
      {
        hcpcs: '87635',
        modifier: 'QW',
        year: '2026',
        eff_date: '20260101',
        indicator: 'N',
        rate_2026: 51.31,
        short_desc: AMA_MARKER,
      },
    ]),
  );
  put(
    'ms-drg/msdrg_v43_fy2026_weights_vista.csv',
    'ms_drg,mdc,type,title,relative_weight,gmlos\n470,08,SURG,"MAJOR HIP AND KNEE JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY WITHOUT MCC",1.9001,2.1\n871,18,MED,SEPTICEMIA OR SEVERE SEPSIS WITHOUT MV >96 HOURS WITH MCC,1.8643,4.6\n',
  );
  put(
    'revenue-codes/bfd_revenue_center_codes.csv',
    `revenue_code,description\n0001,${X12_MARKER}\n0450,${X12_MARKER}\n0301,${X12_MARKER}\n`,
  );
  put(
    'ncci/raiden_ptp-00.json.gz',
    gzipSync(
      JSON.stringify([
        [
          '27447',
          [
            ['20610', 1, 'Misuse of Column Two code with Column One code'],
            ['27310', 0, 'Standards of medical/surgical practice'],
          ],
        ],
        ['99213', [['36415', 9, 'CPT Manual or CMS manual coding instruction']]],
      ]),
    ),
  );
  put(
    'ncci/raiden_ptp-01.json.gz',
    gzipSync(JSON.stringify([['80053', [['82947', 0, 'Mutually exclusive procedures']]]])),
  );
  put(
    'ncci/raiden_mue.json.gz',
    gzipSync(
      JSON.stringify([
        ['99213', 1, 2, 'Code Descriptor / CPT Instruction'],
        ['J1100', 40, 3, 'Clinical'],
      ]),
    ),
  );
  put(
    'carc/bfd_carc_codes.csv',
    `carc,description\n1,${X12_MARKER}\n45,"${X12_MARKER}, with comma"\n999,${X12_MARKER}\n`,
  );
  put(
    'fpl/suffolk_fpl_history_2024_2026.jsonl',
    '{"poverty_level_update_year":2026,"poverty_base":15960,"poverty_increment":5680,"poverty_base_ak":19950,"poverty_increment_ak":7100,"poverty_base_hi":18360,"poverty_increment_hi":6530}\n',
  );
  put(
    'ndc/product.txt',
    'PRODUCTID\tPRODUCTNDC\tPRODUCTTYPENAME\tPROPRIETARYNAME\tPROPRIETARYNAMESUFFIX\tNONPROPRIETARYNAME\tDOSAGEFORMNAME\tROUTENAME\tSTARTMARKETINGDATE\tLABELERNAME\tACTIVE_NUMERATOR_STRENGTH\tACTIVE_INGRED_UNIT\n' +
      '0002-3227_abc\t0002-3227\tHUMAN PRESCRIPTION DRUG\tStrattera\t\tAtomoxetine Hydrochloride\tCAPSULE\tORAL\t20021126\tEli Lilly and Company\t10\tmg/1\n',
  );
  put(
    'ndc/package.txt',
    'PRODUCTID\tPRODUCTNDC\tNDCPACKAGECODE\tPACKAGEDESCRIPTION\tSTARTMARKETINGDATE\tENDMARKETINGDATE\tNDC_EXCLUDE_FLAG\tSAMPLE_PACKAGE\n' +
      '0002-3227_abc\t0002-3227\t0002-3227-30\t30 CAPSULE in 1 BOTTLE (0002-3227-30)\t20021126\t\tN\tN\n',
  );
  return dir;
}
