import nlp from 'compromise';
import { isCountryName } from './address-chains';
import type { Candidate } from './merge';

/**
 * Name candidates that are places or address parts, not people:
 * - a street, block or district word first ('Str. Lalelelor', 'Colonia Escalón', 'Cond. Torres del
 *   Parque', 'Hwy'), in the languages our addresses come in;
 * - a country after a word that places something ('moved back to France', 'in Kenya', 'returned to
 *   Jordan'), or two country words ('El Salvador');
 * - a phone or address label in another language ('Teléfono', 'Celular').
 */

const PLACE_FIRST = new Set(
  `str strada strasse straße calle av avda avenida avenue ave rua colonia cond condominio urb
  urbanización urbanizacion hwy highway jl jalan via rue ul ulica bd blvd carrera cra calzada calz camino
  paseo plaza praça praca travessa vila barrio bairro sector soi moo lot plot section blk block edif
  edificio torre piso apto depto dpto carretera ctra rodovia estrada`.split(/\s+/),
);

const LABELS = new Set(
  `teléfono telefono telefone tel celular cel móvil movil handy telefon dirección direccion endereço
  endereco adresse direccion`.split(/\s+/),
);

/** A greeting or a sign-off before a name ('Thanks, Jordan', 'Hi, India'). */
const GREETING =
  /^(?:hi|hello|hey|dear|thanks|thank you|thx|cheers|regards|best|love|sincerely|yours|bye|ok|okay|yes|no|sorry|welcome|congrats|morning|good morning|good afternoon|good evening)$/i;

const PLACING =
  /\b(?:in|to|from|at|of|near|visiting|back to|moved to|returned to|living in|lives in)[ \t]+$/i;

function isPlace(text: string, c: Candidate): boolean {
  const words = text
    .slice(c.start, c.end)
    .split(/[ \t\n]+/)
    .filter(Boolean);
  const first = (words[0] ?? '').toLowerCase().replace(/\.$/, '');
  if (PLACE_FIRST.has(first) && words.length > 1) return true;
  if (words.length === 1 && (PLACE_FIRST.has(first) || LABELS.has(first))) return true;
  // 'Cond. Torres del Parque', 'Calle Sauce': the name of a street or building after its type word.
  const kind = /([\p{L}]+)\.?[ \t]+$/u.exec(text.slice(Math.max(0, c.start - 16), c.start));
  if (kind?.[1] && PLACE_FIRST.has(kind[1].toLowerCase()) && /^\p{Lu}/u.test(kind[1])) return true;
  const name = text.slice(c.start, c.end);
  if (!isCountryName(name)) return false;
  if (words.length > 1 || PLACING.test(text.slice(Math.max(0, c.start - 20), c.start))) return true;
  // A country on its own line, or after its town at a line's end ('Bogotá, Colombia'): an address's last line.
  const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
  const lineEnd = text.indexOf('\n', c.end) < 0 ? text.length : text.indexOf('\n', c.end);
  const before = text.slice(lineStart, c.start);
  if (
    !/^(?:,?[ \t]*(?:B\.?[ \t]?W\.?[ \t]?I\.?|W\.?[ \t]?I\.?|West Indies))?[ \t.]*$/i.test(
      text.slice(c.end, lineEnd),
    )
  )
    return false;
  const town = /(?:^|[:,])[ \t]*(\p{Lu}[\p{L} .'’-]{1,30}),[ \t]*$/u.exec(before);
  if (town?.[1] && !GREETING.test(town[1].trim())) return true;
  // Alone on its line below another address line, not below a sign-off ('Thanks,' / 'Kenya' signs).
  const above = text.slice(
    text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1,
    Math.max(0, lineStart - 1),
  );
  return before.trim() === '' && above.trim() !== '' && !/,[ \t]*$/.test(above);
}

/**
 * A guessed name of one or two words that compromise, an NLP library with a gazetteer of places, reads
 * as a place in its sentence ('fly from Denver', 'in Fort Kent'). Only the sentence is parsed.
 */
function placeBySentence(text: string, c: Candidate): boolean {
  if (c.strong || c.confidence >= 0.85) return false;
  const name = text.slice(c.start, c.end);
  if (/\s/.test(name)) return false;
  // Only after a word that places it ('from Denver', 'in Fort Kent', 'lands Logan').
  if (
    !/\b(?:in|from|to|near|at|on|via|visiting|into|through|lands?|landed|Fort|Port|Mount|Lake)[ \t]+$/.test(
      text.slice(Math.max(0, c.start - 20), c.start),
    )
  )
    return false;
  const from = Math.max(text.lastIndexOf('\n', c.start - 1), text.lastIndexOf('. ', c.start - 1)) + 1;
  const nl = text.indexOf('\n', c.end);
  const dot = text.indexOf('. ', c.end);
  const to = Math.min(nl < 0 ? text.length : nl, dot < 0 ? text.length : dot + 1, c.end + 120);
  const sentence = text.slice(Math.max(from, c.start - 120), to);
  const places = nlp(sentence).places().out('array') as string[];
  return places.some((p) => {
    const bare = p.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    return bare === name || (bare.includes(name) && bare.split(/\s+/).length <= 3);
  });
}

export function dropPlaceNames(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.filter((c) => c.phiType !== 'name' || (!isPlace(text, c) && !placeBySentence(text, c)));
}

/**
 * A name candidate that runs out of an address ('Santiago, Chile. Cel' from '..., Santiago, Chile. Cel
 * +56 ...') would stretch the address when the two merge: it keeps only its part after the address, if
 * that part still starts a name. A name that runs across a sentence's end is cut there.
 */
export function clipNamesAtAddresses(
  text: string,
  candidates: Candidate[],
  blocks: Candidate[],
): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.phiType !== 'name') {
      out.push(c);
      continue;
    }
    let { start, end } = c;
    const stop = /\p{Ll}{3,}\.[ \t]/u.exec(text.slice(start, end));
    if (stop) end = start + stop.index + stop[0].length - 2;
    const block = blocks.find((b) => b.start <= start && start < b.end && b.end < end);
    // A name that bridges two pieces of one address ('Flatley-Murazik-on-Bechtelar') joins them.
    const bridges = blocks.some((b) => b !== block && b.start < end && end <= b.end);
    if (block && !bridges) {
      const rest = /^[\s.,;:]*(?=\p{Lu})/u.exec(text.slice(block.end, end));
      if (!rest) continue;
      start = block.end + rest[0].length;
    }
    if (end > start) out.push(start === c.start && end === c.end ? c : { ...c, start, end });
  }
  return out;
}
