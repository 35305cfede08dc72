/**
 * Stripe's request bodies are form-encoded with bracketed keys (`metadata[reservationId]=…`,
 * `payment_method_types[0]=card`, `payment_method_data[card][number]=…`); this turns them into
 * nested objects, and an object whose keys are all indexes (or `[]`) into an array.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    if (!path) continue;
    let node = root;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return arrays(root) as FormObject;
}

function keyPath(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...rest];
}

function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  return converted;
}

/** A text field, or undefined when it is absent or not text. */
export function text(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function object(form: FormObject, key: string): FormObject | undefined {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
