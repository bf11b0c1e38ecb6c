/**
 * Decoder fuzzing: mutated RoCEv2 frames of every opcode through the codec and the dissector, checked against
 * invariants that hold for any bytes, with checksums computed apart from the engine's so the codec is not checked
 * against itself.
 */
package rdma.workbench.fuzz.decoder;
