//@ source: rustfmt-formatting-fixes.md#block-8 sha256:6483d6ccaedf5ae07198ca6d693922665928017f70b94887d9c9f1818886c467
//@ section: Fixed indentation of generics in impl blocks
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
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
