/**
 * Reading the one JSON action out of a text model's reply (Parts 1 to 3, which ask for JSON in text). Part 4 on
 * uses the providers' native function calling instead, and never needs it.
 */
export {
  type JsonParseError,
  type JsonParseErrorKind,
  type JsonParseResult,
  parseJSONFromString,
} from './parse-json-from-string.ts';
export { WORST_SHAPES } from './worst-shapes.ts';
