/** HJ 212-2017 online-monitoring protocol: CRC, packets, CP data, stream framing, answers, pollutant codes. */
export * from './crc.js';
export {
  HJ212_QNRTN,
  HJ212_REFUSAL_REASONS,
  hj212RefusalKey,
  type Hj212Refusal,
  type Hj212RefusalReason,
  type Hj212Result,
} from './refusal.js';
export * from './packet.js';
export * from './cp.js';
export * from './framer.js';
export * from './response.js';
export * from './pollutants.js';
export * from './upload.js';
