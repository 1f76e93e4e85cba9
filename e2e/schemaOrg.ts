// The schema.org vocabulary, read from the schema-dts package (Google's TypeScript typings generated
// from schema.org's own definitions): each type's name and the properties it takes, its parents'
// included. For the structured-data checks, which need no browser. (The file is read, not imported:
// knip.json lists schema-dts among the dependencies it cannot see used.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Vocabulary {
  /** The properties a type takes, or undefined for a name that is no schema.org type. */
  propertiesOf(type: string): ReadonlySet<string> | undefined;
}

export function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = readFileSync(file, 'utf8');
  // `interface XBase extends YBase, ZBase { "prop"?: ...; }` and `interface XLeaf extends XBase { "@type": "X"; }`
  const blocks = new Map<string, { parents: string[]; props: string[] }>();
  const leafOf = new Map<string, string>();
  for (const [, name, parents, body] of source.matchAll(
    /^(?:export )?interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm,
  )) {
    blocks.set(name, {
      parents: parents.split(',').map((p) => p.trim()),
      props: [...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map(([, prop]) => prop),
    });
    const type = /^ {4}"@type": "([^"]+)";$/m.exec(body);
    if (name.endsWith('Leaf') && type) leafOf.set(type[1], name);
  }
  const cache = new Map<string, Set<string>>();
  const collect = (name: string): Set<string> => {
    const known = cache.get(name);
    if (known) return known;
    const props = new Set<string>();
    const block = blocks.get(name);
    for (const prop of block?.props ?? []) props.add(prop);
    for (const parent of block?.parents ?? []) for (const prop of collect(parent)) props.add(prop);
    cache.set(name, props);
    return props;
  };
  return {
    propertiesOf(type) {
      const leaf = leafOf.get(type);
      return leaf ? collect(leaf) : undefined;
    },
  };
}
