//@ source: rustfmt-formatting-fixes.md#block-7 sha256:371a65a24015bdee450193138997d8953955ffeabe26df36704499d2ae28c090
//@ section: Fixed indentation of generics in impl blocks
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-07.rs
//@[e2024] formats-to: block-08.rs
impl<
        Target: FromEvent<A> + FromEvent<B>,
        A: Widget2<Ctx = C>,
        B: Widget2<Ctx = C>,
        C: for<'a> CtxFamily<'a>,
    > Widget2 for WidgetEventLifter<Target, A, B>
{
    type Ctx = C;
    type Event = Vec<Target>;
}
