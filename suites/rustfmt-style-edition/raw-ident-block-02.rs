//@ source: rustfmt-raw-identifier-sorting.md#block-2 sha256:6405b480686e1654e14d680d717b99acc805546a5f9e7909a690640463a1d1fa
//@ section: Details
//@ claim: "What style edition 2024 produces: it leaves it as it is"
//@ rustfmt
//@[e2024] formats-to: raw-ident-block-02.rs
use websocket::r#async::futures::Stream;
use websocket::client::ClientBuilder;
use websocket::result::WebSocketError;
