import type { Config } from '../../../config';
import { nlmHcpcsAdapter } from './nlm-hcpcs';
import { nlmIcd10cmAdapter } from './nlm-icd10cm';
import { nlmRxTermsAdapter } from './nlm-rxterms';
import { openFdaNdcAdapter } from './openfda-ndc';
import { rxNavAdapter } from './rxnav';
import type { LiveApiAdapter } from './types';

/** Every live API, in the order the status panel lists them. */
export function liveAdapters(config: Config['externalApis']): LiveApiAdapter[] {
  return [
    nlmIcd10cmAdapter(config.nlmClinicalTablesUrl),
    nlmHcpcsAdapter(config.nlmClinicalTablesUrl),
    nlmRxTermsAdapter(config.nlmClinicalTablesUrl),
    openFdaNdcAdapter(config.openFdaUrl),
    rxNavAdapter(config.rxNavUrl),
  ];
}
