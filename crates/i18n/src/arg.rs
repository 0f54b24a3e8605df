//! The values given to a message's variables.

/// A value given to a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words (a name), shown as they are.
    Text(String),
    /// A number: it chooses the plural form.
    Number(f64),
    /// Another message, worded first in the same language (a counted noun inside a
    /// sentence: "takes { $pieces }" with "2 ships").
    Words(Box<Message>),
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Words(Box::new(message))
    }
}

/// A text to word in the reader's language: a message's id and the values of its variables.
/// The code that decides what to say (the page's logic, the server) returns one; the view (or
/// the server, for a letter) words it with the catalogue of the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The message's id.
    pub id: String,
    /// The values of its variables.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// Message `id`, without values yet.
    #[must_use]
    pub fn new(id: impl Into<String>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The message with variable `name` set to `value`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
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
