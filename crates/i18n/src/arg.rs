//! The values given to a message's variables.

/// A value given to a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words (a name), shown as they are.
    Text(String),
    /// A number: it chooses the plural form.
    Number(f64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

macro_rules! number_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(f64::from(n))
            }
        }
    )*};
}
number_from!(u8, u16, u32, i8, i16, i32, f32, f64);

impl From<usize> for Arg {
    #[allow(clippy::cast_precision_loss)] // counts shown to people are far below 2^52
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u64> for Arg {
    #[allow(clippy::cast_precision_loss)] // counts shown to people are far below 2^52
    fn from(n: u64) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<i64> for Arg {
    #[allow(clippy::cast_precision_loss)] // counts shown to people are far below 2^52
    fn from(n: i64) -> Arg {
        Arg::Number(n as f64)
    }
}
