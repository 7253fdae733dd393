import { detectPhi } from '../packages/engine/src/phi';
const t = `Credit card: 4111 1111 1111 1111\nRouting #: 021000021\nChecking account #: 123456789012\nDriver's license #: D123-4567-8901\nDL# S5301234\nCard no 5555555555554444 was charged.\nPlease refund to bank account 000123456789.\nMy driver's licence number is N19930549.\nMember ID: XJH123456789\nAccount #: 88812345`;
for (const s of detectPhi(t)) console.log(s.phiType, JSON.stringify(t.slice(s.start, s.end)));
