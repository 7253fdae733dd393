import {
  Building2,
  FileSearch,
  FileText,
  HandHeart,
  HeartHandshake,
  Lock,
  ScanSearch,
  ShieldCheck,
  Stethoscope,
  Timer,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const checks: readonly Feature[] = [
  {
    icon: Building2,
    title: 'Hospital billing analysis',
    text: 'Service lines, codes and prices on hospital and clinic bills, checked for duplicates, unbundled charges and prices far from the usual range.',
  },
  {
    icon: Stethoscope,
    title: 'Care level validation',
    text: 'Whether the level of a visit or stay on the bill matches the care you describe, since a higher level costs more.',
  },
  {
    icon: FileSearch,
    title: 'Document analysis',
    text: 'Bills, explanations of benefits and denial letters as PDF, photo, scan, DICOM or Word files, read page by page.',
  },
  {
    icon: HeartHandshake,
    title: 'Patient advocacy',
    text: 'Plain-language next steps: who to call, what to ask for, and letters for appeals and disputes.',
  },
];

export const steps = [
  {
    title: 'Gather your documents',
    text: 'The bill, your insurer’s explanation of benefits and any denial letter. An itemized bill helps most.',
  },
  {
    title: 'Upload for analysis',
    text: 'Personal details are found and shown to you, and removed once you confirm, before anything is analyzed.',
  },
  {
    title: 'Review your results',
    text: 'See what looks wrong, what it could be worth, and what to do next.',
  },
] as const;

export const topics = ['Billing Errors', 'Insurance Denials', 'Appeal Letters', 'Financial Aid'] as const;

export const features: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Personal information removed first',
    text: 'Names, addresses, dates of birth, member numbers and similar details are found and removed before analysis. You see what was found and confirm it.',
  },
  {
    icon: ScanSearch,
    title: 'Careful bill checks',
    text: 'Duplicate charges, coding mismatches, services billed separately that belong together, and prices well above the usual range.',
  },
  {
    icon: FileText,
    title: 'Appeal guidance',
    text: 'Which denials are worth appealing, the deadlines to watch, and what a strong appeal includes.',
  },
  {
    icon: HandHeart,
    title: 'Help beyond the bill',
    text: 'Pointers to financial assistance, hospital charity care and patient advocacy organizations.',
  },
  {
    icon: Lock,
    title: 'Encrypted at rest',
    text: 'Uploaded files are encrypted while they are stored, and analysis works on the redacted text only.',
  },
  {
    icon: Timer,
    title: 'Deleted within 24 hours',
    text: 'Uploaded originals are deleted within 24 hours, and you are signed out after 30 minutes without activity.',
  },
];
