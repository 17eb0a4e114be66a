// A library file that breaks the rule: it imports a part.
import { lesson } from '../../../parts/part9/src/index.ts';

export const library = lesson;
