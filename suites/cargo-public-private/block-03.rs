//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-3 sha256:0c8f8e4bca086143d7812a8f48f6176b8b8703c44933efa80d4a3fb905e0407b
//@ section: Guide-level explanation
//@ claim: "The clap example: the re-export sits behind cfg(feature = 'derive'), which a plain rustc run does not set, so it compiles (to nothing)"
//@ check-pass
//@ note: "The re-export of a private dependency is checked by the package block-03-reexport (nightly, -Zpublic-dependency, --features derive)."
#[doc(hidden)]
#[cfg(feature = "derive")]
pub mod __derive_refs {
    #[doc(hidden)]
    pub use once_cell;
}
