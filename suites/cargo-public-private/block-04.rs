//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-4 sha256:7386d4925aa746a604932816754617fe1a97cc63802819a6918e17734c5dde85
//@ section: Guide-level explanation
//@ claim: "The clap example with #[allow(exported_private_dependencies)]: compiles; the lint name is known to rustc (no unknown_lints warning would fire)"
//@ check-pass
//@ note: "The allow is checked by the package block-04-allow (nightly, -Zpublic-dependency, lint denied in [lints.rust])."
#[doc(hidden)]
#[allow(exported_private_dependencies)]
#[cfg(feature = "derive")]
pub mod __derive_refs {
    #[doc(hidden)]
    pub use once_cell;
}
