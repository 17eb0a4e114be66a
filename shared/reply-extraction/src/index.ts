export {
  type JsonParseError,
  type JsonParseErrorKind,
  type JsonParseResult,
  parseJSONFromString,
} from './parse-json-from-string.ts';
export { WORST_SHAPES } from './worst-shapes.ts';
