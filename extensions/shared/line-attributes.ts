import type {Attribute} from '@brush/rules/cart-attributes';
import type {AttributeValue} from './function-api';

/**
 * A Function input has no list of a line's attributes, only `attribute(key:)`, so each input
 * query asks for the keys its rules read under an alias. This turns those aliases back into
 * the attribute list the spec's rules in app/rules take.
 */
export function attributesFrom<Alias extends string>(
  fields: Readonly<Partial<Record<NoInfer<Alias>, AttributeValue | null>>>,
  keys: Readonly<Record<Alias, string>>,
): Attribute[] {
  return (Object.keys(keys) as Alias[]).flatMap((alias) => {
    const field = fields[alias];
    return field ? [{key: keys[alias], value: field.value}] : [];
  });
}
