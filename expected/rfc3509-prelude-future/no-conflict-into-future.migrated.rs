trait IntoFutureExt {
    fn into_future(self) -> &'static str;
}

impl<T> IntoFutureExt for T {
    fn into_future(self) -> &'static str {
        "IntoFutureExt::into_future"
    }
}

pub fn call() -> &'static str {
    IntoFutureExt::into_future(async {})
}
