//@ source: rustfmt-raw-identifier-sorting.md#block-1 sha256:cb9a90d22e83fa88fb73f73c2e2dd5fd70929dec05fb1d368c3f974ab3909737
//@ section: Details
//@ claim: "Before 2024 rustfmt sorts `r#async` by its `r#`, after `client` (this block, unchanged by style 2021); style edition 2024 sorts it by the identifier, first"
//@ rustfmt
//@[e2021] formats-to: raw-ident-block-01.rs
//@[e2024] formats-to: raw-ident-block-02.rs
use websocket::client::ClientBuilder;
use websocket::r#async::futures::Stream;
use websocket::result::WebSocketError;
