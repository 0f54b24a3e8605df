//! A connection as the rest of the server sees it: its id, and the queue of messages waiting
//! to be written to it. The WebSocket front ([`crate::socket`]) reads the queue; the hub and
//! the game tasks only put messages in it, so that no slow client ever holds them up.

use std::sync::Arc;

use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

/// A connection's id, for the hub's books.
pub type ConnId = u64;

/// How many messages may wait for a slow connection before it is closed (the default of
/// [`crate::Limits::send_queue`]).
pub const SEND_QUEUE_LEN: usize = 256;

/// What a connection is sent: a message's text, or the end.
#[derive(Clone, Debug)]
pub enum Out {
    /// A message (JSON), shared by every receiver.
    Text(Arc<str>),
    /// Close the connection after what is already queued (the server is going away).
    Close,
}

/// A connection's outgoing queue, and the switch that ends the connection when the queue
/// is full: the end must not wait in the queue it ends (a connection that falls too far
/// behind is closed for real, its page connects again and catches up, never kept
/// half-alive with messages lost).
#[derive(Clone, Debug)]
pub struct SendQueue {
    queue: mpsc::Sender<Out>,
    cut: CancellationToken,
}

impl SendQueue {
    /// A queue of `len` messages, and what its connection reads it from.
    #[must_use]
    pub fn new(len: usize) -> (SendQueue, mpsc::Receiver<Out>, CancellationToken) {
        let (queue, receiver) = mpsc::channel(len.max(1));
        let cut = CancellationToken::new();
        (
            SendQueue {
                queue,
                cut: cut.clone(),
            },
            receiver,
            cut,
        )
    }

    /// Queues `text`; `false` when the connection is gone, or was too far behind and is
    /// now being closed.
    pub fn send(&self, text: &Arc<str>) -> bool {
        if self.cut.is_cancelled() {
            return false;
        }
        match self.queue.try_send(Out::Text(text.clone())) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.cut.cancel();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Closes the connection after what is queued (at once, if the queue is full).
    pub fn close(&self) {
        if self.queue.try_send(Out::Close).is_err() {
            self.cut.cancel();
        }
    }

    /// Ends the connection at once, whatever is queued (its session ended: nothing more
    /// may be said or done on it, even by a client that stopped reading).
    pub fn end(&self) {
        self.cut.cancel();
    }

    /// Whether the connection has been ended.
    #[must_use]
    pub fn is_cut(&self) -> bool {
        self.cut.is_cancelled()
    }
}
