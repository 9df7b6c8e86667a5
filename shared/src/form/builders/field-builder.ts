import type { FieldType, Item } from '../../form-model/definition.ts';
import type { BuildContext } from '../build-context.ts';
import type { Container } from '../container.ts';

/** One item on its way into the page schema: the container its keys go into, and what decides its rules. */
export interface FieldBuild {
  c: Container;
  item: Item;
  ctx: BuildContext;
  /** Required by the definition and not a temporary save. */
  required: boolean;
  /** The shown items of the item's detail (a group's check date, a grade's school type). */
  siblings: readonly Item[];
}

/** Adds one item's payload keys (and cross-field checks) to its container. */
export type FieldBuilder = (b: FieldBuild) => void;

/** The builders of one field family, keyed by the input types it covers. */
export type FieldFamily<K extends FieldType> = { readonly [T in K]: FieldBuilder };
