// A part may use the stand-in; this one also imports tooling, which nothing may.

import { fake } from '../../../stand-in/fake/src/index.ts';
import { proof } from '../../../tooling/proof/src/index.ts';

export const lesson = fake + proof;
