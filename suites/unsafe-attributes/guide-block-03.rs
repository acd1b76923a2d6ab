//@ source: unsafe-attributes.md#block-3 sha256:8ac41baa4ff055a027b1072133aecc9d0e6939dd74f17685f1c3d312e5725667
//@ section: Safety requirements
//@ claim: "In the 2024 Edition, it is now required to mark these attributes as unsafe to emphasize that it is required to ensure that the symbol is defined correctly"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe(...)` attributes exist from 1.82; accepted in both editions"
//@ check-pass
// SAFETY: There should only be a single definition of the loop symbol.
#[unsafe(export_name="loop")]
fn arduino_loop() {
    // ...
}
