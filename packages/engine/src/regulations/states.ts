// State laws: surprise billing, medical debt, itemized bills, external review. Each cites the statute
// and links to the legislature's (or the state's official code) page.
import { entry } from './entry';

const txStatute = (code: string, chapter: string, section?: string) =>
  `https://statutes.capitol.texas.gov/Docs/${code}/htm/${code}.${chapter}.htm${section ? `#${section}` : ''}`;

export const stateLaws = [
  entry({
    id: 'tx-out-of-network-balance-billing',
    title: 'Texas: no balance bills from out-of-network facility-based, lab and imaging providers',
    description:
      'In Texas-regulated HMO and PPO plans, an out-of-network facility-based provider at an in-network facility, or an out-of-network lab or imaging provider working with an in-network doctor, may not bill you more than your copay, coinsurance and deductible. The plan pays the provider directly.',
    source: 'Tex. Ins. Code §§1271.157, 1271.158, 1301.164, 1301.165',
    sourceUrl: txStatute('IN', '1271'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Texas HMO plans',
      'Texas PPO (preferred provider) plans',
      'Texas state employee plans',
    ],
    keyChanges: [
      'Patient owes only the in-network copay, coinsurance and deductible',
      'Plan pays at the usual and customary rate or an agreed rate',
      'Covers facility-based providers, diagnostic imaging and laboratory providers',
    ],
    jurisdiction: 'TX',
    checkedUrl: 'https://instalawyer.io/laws/texas-statutes/section-1271158-non-network-diagnostic-imaging',
  }),
  entry({
    id: 'tx-out-of-network-dispute-resolution',
    title: 'Texas: out-of-network claim dispute resolution (mediation and arbitration)',
    description:
      'Texas sends payment disputes between out-of-network providers and state-regulated plans to mediation or arbitration, keeping the patient out of the dispute. Texas Department of Insurance rules set what notice an out-of-network provider must give before it may balance bill for elective care.',
    source: 'Tex. Ins. Code ch. 1467; 28 TAC §§21.4901-21.4904',
    sourceUrl: txStatute('IN', '1467'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'dispute_resolution'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Texas HMO and PPO plans', 'Out-of-network providers'],
    keyChanges: [
      'Provider-plan payment disputes go to a state process, not the patient',
      'Balance billing for elective care only after written notice and the patient’s election',
      'No meaningful choice, or coercion, means no valid election',
    ],
    jurisdiction: 'TX',
    checkedUrl:
      'https://managedcarelegaldatabase.org/state-law/texas-admin-code-title-28-part-1-chapter-21-subchapter-oo-disclosures-by-out-of-network-providers/',
  }),
  entry({
    id: 'tx-itemized-bill',
    title: 'Texas: itemized bill requirements for facilities',
    description:
      'Texas law requires facilities to give patients an itemized bill of the services and supplies charged, so a patient can check each line. State health rules tie facilities to this requirement alongside the state balance-billing limits.',
    source: 'Tex. Health & Safety Code §185.002',
    sourceUrl: txStatute('HS', '185', '185.002'),
    category: 'fraud_compliance',
    topics: ['price_transparency', 'billing_and_collection'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Texas hospitals and freestanding facilities'],
    keyChanges: [
      'Facilities must meet the state itemized bill requirements',
      'Facilities must also follow the Texas balance-billing prohibitions',
    ],
    jurisdiction: 'TX',
    checkedUrl:
      'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=T&app=9&p_dir=P&p_rloc=215704&p_tloc=&p_ploc=1&pg=2&p_tac=&ti=26&pt=1&ch=509&rl=1',
  }),
  entry({
    id: 'az-surprise-out-of-network-bill',
    title: 'Arizona: surprise out-of-network bills and dispute resolution',
    description:
      'In Arizona, a bill from an out-of-network provider at an in-network facility is a surprise bill if it is for emergency care, or if you did not get (or did not sign) a written, dated disclosure naming the provider and estimating the cost before care. Surprise bills qualify for the state’s dispute resolution.',
    source: 'Ariz. Rev. Stat. §20-3113',
    sourceUrl: 'https://www.azleg.gov/ars/20/03113.htm',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'dispute_resolution'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Arizona-regulated health insurance'],
    keyChanges: [
      'Emergency care bills from out-of-network providers at network facilities qualify',
      'Non-emergency bills qualify when no written, dated disclosure was given in time',
      'The disclosure must name the provider, say it is out of network and estimate the cost',
    ],
    jurisdiction: 'AZ',
    checkedUrl: 'https://law.uslawyerdatabase.com/20-3113-surprise-out-of-network-bill-requirements-notice',
  }),
];
