// Fails to compile (E0080) unless the resolver picked tiny 1.0.0.
const _: () = assert!(tiny::MINOR == 0, "the resolver did not pick tiny 1.0.0");
