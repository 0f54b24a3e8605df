//! The online game page's logic, apart from the view and the connection, shaped like the
//! offline page's [`Controller`](crate::controller::Controller): [`LiveController`] takes the
//! server's messages, the connection's news, the player's taps and buttons and the time, keeps
//! the game ([`OnlineGame`]) and returns what the page must do as [`LiveActions`] (messages to
//! send, the outbox to save or clear, a sound, a notice, a game to go to). The view
//! (`crates/web/src/ui/live/`) only performs them and renders the game, so the protocol's
//! handling is tested natively here.
//!
//! ```
//! use skillgames_online::ServerMessage;
//! use skillgames_page::live::{LiveController, Notice};
//!
//! let mut page = LiveController::new("g1".into(), None);
//! let actions = page.message(
//!     &ServerMessage::Error { text: "Not understood.".into() },
//!     Some("Ada"),
//!     true,
//!     web_time::Instant::now(),
//! );
//! assert_eq!(actions.notice, Some(Notice::Unread("Not understood.".into())));
//! assert!(page.game().is_none(), "the game comes with the server's view of it");
//! ```

use crate::online::{Change, OnlineError, OnlineGame, Outbox};
use crate::sound::Sound;
use skillgames_core::Coord;
use skillgames_online::{ClientMessage, GameId, Offer, Refusal, ServerMessage};
use skillgames_play::Cue;
use web_time::Instant;

/// What to do with the notice under the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The server refused what the player asked: the page words why in the player's language
    /// ([`Refusal::message`]).
    Refused(Refusal),
    /// The connection is off: what the player asked was not sent.
    Offline,
    /// The server's game cannot be shown here: the page words why in the player's language
    /// ([`OnlineError::message`]).
    Unshowable(OnlineError),
    /// The server could not read a message of the page's: the page says so in the player's
    /// language; the server's own words (English) are for the log.
    Unread(String),
    /// Take the notice away (the player did something new).
    Clear,
}

/// What to do with the move kept in the browser for this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeepOutbox {
    /// Keep this move (it waits for the server's word).
    Save(Outbox),
    /// Forget the move kept for the game with this id (none waits any more).
    Clear(GameId),
}

/// What the page must do after a call.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveActions {
    /// Send these messages, in order. One that cannot go out is handed back to
    /// [`LiveController::unsent`].
    pub send: Vec<ClientMessage>,
    /// Save or clear the move kept in the browser.
    pub keep: Option<KeepOutbox>,
    /// Play this sound.
    pub sound: Option<Sound>,
    /// Show or clear the notice.
    pub notice: Option<Notice>,
    /// Go to the game with this id (the rematch both players agreed to).
    pub go_to: Option<GameId>,
}

/// What the player asks the server with a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Give the game up.
    Resign,
    /// End the game without a result (before both sides have moved).
    Abort,
    /// Halve one's own clock for a point more on a win (an arena's game, before one's first
    /// move).
    Berserk,
    /// Win the game the opponent left.
    ClaimWin,
    /// Take back the player's own open game.
    Cancel,
    /// Take the free side of an open game.
    Join,
    /// Offer a draw, a takeback or a rematch.
    Offer(Offer),
    /// Accept (`true`) or decline the opponent's offer.
    Answer(Offer, bool),
    /// Keep the planner's lines as the plan of conditional moves (none: no plan), and close
    /// the planner.
    SavePlan,
}

fn sound_of(cue: Cue) -> Sound {
    match cue {
        Cue::Move => Sound::Move,
        Cue::Shoot => Sound::Shoot,
        Cue::Capture => Sound::Capture,
        Cue::Sink => Sound::Sink,
    }
}

/// The online game page: one game on the server, watched by its id.
pub struct LiveController {
    id: GameId,
    game: Option<OnlineGame>,
    /// The move kept in the browser when the page opened, until the game arrives.
    saved: Option<Outbox>,
}

impl LiveController {
    /// The page of the game `id`, with the move kept in the browser for it (`saved`); the
    /// game itself comes with the server's first view of it.
    #[must_use]
    pub fn new(id: GameId, saved: Option<Outbox>) -> Self {
        LiveController {
            id,
            game: None,
            saved,
        }
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> &GameId {
        &self.id
    }

    /// The game, once the server has shown it.
    #[must_use]
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    /// The game, for review and the keyboard's cursor (moves are made with
    /// [`LiveController::tap`]).
    pub fn game_mut(&mut self) -> Option<&mut OnlineGame> {
        self.game.as_mut()
    }

    /// A message from the server at `now`, heard by the player named `me` (none: not logged
    /// in) while the connection is `connected` (open, and the browser on the network).
    pub fn message(
        &mut self,
        message: &ServerMessage,
        me: Option<&str>,
        connected: bool,
        now: Instant,
    ) -> LiveActions {
        let mut actions = LiveActions::default();
        match message {
            ServerMessage::Game { game: view } if view.id == self.id => {
                let view = view.as_ref().clone();
                let rematch = view.rematch.clone();
                match &mut self.game {
                    None => match OnlineGame::new(view, me, self.saved.take(), now) {
                        Ok(fresh) => {
                            // One's own correspondence game: the plan the server keeps.
                            if fresh.mine().is_some() && fresh.view().time.is_correspondence() {
                                actions.send.push(ClientMessage::ConditionalOf {
                                    game: self.id.clone(),
                                });
                            }
                            self.game = Some(fresh);
                        }
                        Err(err) => actions.notice = Some(Notice::Unshowable(err)),
                    },
                    Some(game) => {
                        let change = game.update(view, me, now);
                        self.changed(change, &mut actions);
                    }
                }
                self.flush(connected, &mut actions);
                actions.go_to = rematch;
            }
            ServerMessage::Moved {
                game: of,
                ply,
                mv,
                clocks,
            } if *of == self.id => {
                if let Some(game) = &mut self.game {
                    let change = game.moved(*ply, mv, *clocks, now);
                    self.changed(change, &mut actions);
                }
                actions.keep = self.keep();
            }
            ServerMessage::Refused {
                game: of, reason, ..
            } if of.as_ref().is_none_or(|of| *of == self.id) => {
                if let Some(game) = &mut self.game {
                    game.refused(*reason);
                }
                actions.keep = self.keep();
                actions.notice = Some(Notice::Refused(*reason));
            }
            ServerMessage::Conditional {
                game: of,
                ply,
                plan,
            } if *of == self.id => {
                if let Some(game) = &mut self.game {
                    game.set_plan(*ply, plan);
                }
            }
            ServerMessage::Error { text } => actions.notice = Some(Notice::Unread(text.clone())),
            // Another game's, or the connection's and the lobby's business.
            ServerMessage::Game { .. }
            | ServerMessage::Moved { .. }
            | ServerMessage::Refused { .. }
            | ServerMessage::Hello { .. }
            | ServerMessage::Lobby { .. }
            | ServerMessage::Created { .. }
            | ServerMessage::Started { .. }
            | ServerMessage::Challenge { .. }
            | ServerMessage::Challenges { .. }
            | ServerMessage::ChallengeState { .. }
            | ServerMessage::ChatLine { .. }
            | ServerMessage::ChatHistory { .. }
            | ServerMessage::Notifications { .. }
            | ServerMessage::Notified { .. }
            | ServerMessage::Conditional { .. }
            | ServerMessage::Reconnect
            | ServerMessage::SignedOut { .. } => {}
        }
        actions
    }

    /// The connection was lost: a move sent over it may not have arrived, so it is sent again
    /// once the server has said where the game stands.
    pub fn disconnected(&mut self) {
        if let Some(game) = &mut self.game {
            game.disconnected();
        }
    }

    /// The browser is back on the network, the connection `connected` or not: a move waiting
    /// for it goes out.
    pub fn back_online(&mut self, connected: bool) -> LiveActions {
        let mut actions = LiveActions::default();
        self.flush(connected, &mut actions);
        actions
    }

    /// A tap on the board at `at`, at `now`: a whole move is played at once and sent if the
    /// connection is `connected` (else kept until it is).
    pub fn tap(&mut self, at: Coord, connected: bool, now: Instant) -> LiveActions {
        let mut actions = LiveActions::default();
        let Some(game) = &mut self.game else {
            return actions;
        };
        let tapped = game.tap(at, now);
        actions.sound = tapped.sound.map(sound_of);
        if tapped.moved {
            actions.notice = Some(Notice::Clear);
            self.flush(connected, &mut actions);
        }
        actions
    }

    /// A button: the request it sends.
    pub fn command(&mut self, command: Command) -> LiveActions {
        let game = self.id.clone();
        let message = match command {
            Command::SavePlan => {
                let Some(planner) = self.game.as_mut().and_then(|g| g.planner_mut()) else {
                    return LiveActions::default();
                };
                let plan = planner.written();
                if let Some(g) = self.game.as_mut() {
                    g.stop_planning();
                }
                ClientMessage::Conditional { game, plan }
            }
            Command::Resign => ClientMessage::Resign { game },
            Command::Abort => ClientMessage::Abort { game },
            Command::Berserk => ClientMessage::Berserk { game },
            Command::ClaimWin => ClientMessage::ClaimWin { game },
            Command::Cancel => ClientMessage::Cancel { game },
            Command::Join => ClientMessage::Join { game },
            Command::Offer(offer) => ClientMessage::Offer { game, offer },
            Command::Answer(offer, accept) => ClientMessage::Answer {
                game,
                offer,
                accept,
            },
        };
        LiveActions {
            send: vec![message],
            // An answer leaves the notice as it is; anything else is the player's new word.
            notice: (!matches!(command, Command::Answer(..))).then_some(Notice::Clear),
            ..LiveActions::default()
        }
    }

    /// `message` (from [`LiveActions::send`]) could not go out: a move waits for the
    /// connection (and is kept in the browser), a request the player made is theirs to make
    /// again once the connection is back. An offer, an answer or a watch is let go: the
    /// server's next view of the game says where it stands.
    pub fn unsent(&mut self, message: &ClientMessage) -> LiveActions {
        match message {
            ClientMessage::Move { .. } => {
                self.disconnected();
                LiveActions {
                    keep: self.keep(),
                    ..LiveActions::default()
                }
            }
            ClientMessage::Resign { .. }
            | ClientMessage::Abort { .. }
            | ClientMessage::Berserk { .. }
            | ClientMessage::ClaimWin { .. }
            | ClientMessage::Cancel { .. }
            | ClientMessage::Join { .. } => LiveActions {
                notice: Some(Notice::Offline),
                ..LiveActions::default()
            },
            _ => LiveActions::default(),
        }
    }

    /// What a change to the game asks for: its sound, or the whole game again.
    fn changed(&self, change: Change, actions: &mut LiveActions) {
        match change {
            Change::Played(cue) => actions.sound = Some(sound_of(cue)),
            Change::Resync => actions.send.push(ClientMessage::Watch {
                game: self.id.clone(),
            }),
            Change::Quiet => {}
        }
    }

    /// Sends the player's move if one waits and the connection allows, and keeps the outbox.
    fn flush(&mut self, connected: bool, actions: &mut LiveActions) {
        if let Some(message) = self.game.as_mut().and_then(|g| g.take_unsent(connected)) {
            actions.send.push(message);
        }
        actions.keep = self.keep();
    }

    /// The outbox as the browser should keep it (nothing before the game has arrived).
    fn keep(&self) -> Option<KeepOutbox> {
        let game = self.game.as_ref()?;
        Some(match game.outbox() {
            Some(outbox) => KeepOutbox::Save(outbox.clone()),
            None => KeepOutbox::Clear(self.id.clone()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::tests::c;
    use skillgames_online::{
        Clocks, Colour, GameStatus, GameView, PlayerView, SideView, TimeControl, VariantId,
    };

    fn side(name: &str) -> Option<SideView> {
        Some(SideView {
            player: PlayerView {
                name: name.into(),
                account: false,
                bot: false,
            },
            rating: None,
            here: true,
            away_until: None,
        })
    }

    /// Game `g1`, Amazons on 6×6, Ada (White) against Bo, after `moves`.
    fn view(moves: &[&str]) -> GameView {
        GameView {
            id: "g1".into(),
            variant: VariantId::new("amazons", 6),
            time: TimeControl::Live {
                minutes: 3,
                increment: 2,
            },
            rated: false,
            white: side("Ada"),
            black: side("Bo"),
            moves: moves.iter().map(|&m| m.to_owned()).collect(),
            clocks: CLOCKS,
            status: GameStatus::Playing,
            offer: None,
            watchers: 0,
            claim_in: None,
            rematch: None,
            creator: Some("Ada".into()),
            tournament: None,
        }
    }

    const CLOCKS: Clocks = Clocks {
        white: 180_000,
        black: 180_000,
        running: Some(Colour::White),
    };

    /// Ada's first move, b1-b4 with the arrow back on b1.
    const FIRST: &str = "b1-b4/b1";

    fn game(view: GameView) -> ServerMessage {
        ServerMessage::Game {
            game: Box::new(view),
        }
    }

    fn moved(ply: u32, mv: &str) -> ServerMessage {
        ServerMessage::Moved {
            game: "g1".into(),
            ply,
            mv: mv.into(),
            clocks: CLOCKS,
        }
    }

    fn move_message(ply: u32, mv: &str) -> ClientMessage {
        ClientMessage::Move {
            game: "g1".into(),
            ply,
            mv: mv.into(),
        }
    }

    /// The page of `g1` for `me`, its game shown.
    fn opened(me: &str) -> LiveController {
        let mut page = LiveController::new("g1".into(), None);
        page.message(&game(view(&[])), Some(me), true, Instant::now());
        assert!(page.game().is_some());
        page
    }

    /// Ada plays her first move by three taps, the connection `connected`.
    fn play_first(page: &mut LiveController, connected: bool) -> LiveActions {
        let now = Instant::now();
        for at in ["b1", "b4"] {
            let picked = page.tap(c(at), connected, now);
            assert_eq!(picked.sound, Some(Sound::Move));
            assert!(picked.send.is_empty() && picked.keep.is_none());
        }
        page.tap(c("b1"), connected, now)
    }

    fn saved(actions: &LiveActions) -> Option<&Outbox> {
        match &actions.keep {
            Some(KeepOutbox::Save(outbox)) => Some(outbox),
            _ => None,
        }
    }

    #[test]
    fn the_first_view_opens_the_game_and_a_move_kept_in_the_browser_goes_out() {
        let kept = kept_move();
        let mut page = LiveController::new("g1".into(), Some(kept.clone()));
        assert_eq!(page.id(), "g1");
        let actions = page.message(&game(view(&[])), Some("Ada"), true, Instant::now());
        assert_eq!(actions.send, vec![move_message(0, FIRST)]);
        assert_eq!(saved(&actions).map(|o| &o.mv), Some(&kept.mv));
        assert_eq!(actions.notice, None);
        assert_eq!(actions.go_to, None);
        assert_eq!(page.game().unwrap().state().history().len(), 1);
        // Offline, it stays kept and waits.
        let mut offline = LiveController::new("g1".into(), Some(kept));
        let actions = offline.message(&game(view(&[])), Some("Ada"), false, Instant::now());
        assert!(actions.send.is_empty());
        assert!(saved(&actions).is_some());
        assert!(offline.game().unwrap().waiting_to_send());
        // Too late: the game moved on without it, and the browser forgets it.
        let mut late = LiveController::new("g1".into(), Some(kept_move()));
        let actions = late.message(
            &game(view(&["a2-a4/b4"])),
            Some("Ada"),
            true,
            Instant::now(),
        );
        assert!(actions.send.is_empty());
        assert_eq!(actions.keep, Some(KeepOutbox::Clear("g1".into())));
    }

    fn kept_move() -> Outbox {
        Outbox {
            game: "g1".into(),
            ply: 0,
            mv: FIRST.into(),
            sent: false,
        }
    }

    #[test]
    fn a_game_this_app_cannot_show_is_told_and_nothing_is_kept() {
        let mut page = LiveController::new("g1".into(), None);
        let mut unknown = view(&[]);
        unknown.variant = VariantId::new("chess", 8);
        let actions = page.message(&game(unknown), Some("Ada"), true, Instant::now());
        assert_eq!(
            actions.notice,
            Some(Notice::Unshowable(OnlineError::UnknownGame))
        );
        assert!(page.game().is_none());
        assert_eq!(actions.keep, None, "no game: the browser's outbox stays");
        assert!(actions.send.is_empty());
    }

    #[test]
    fn other_games_and_the_lobbys_messages_are_not_this_pages() {
        let mut page = opened("Ada");
        let mut other = view(&[]);
        other.id = "g2".into();
        let others = [
            ServerMessage::Hello {
                me: PlayerView {
                    name: "Ada".into(),
                    account: false,
                    bot: false,
                },
            },
            ServerMessage::Lobby { games: vec![] },
            ServerMessage::Created { game: "g2".into() },
            ServerMessage::Started { game: "g2".into() },
            ServerMessage::Reconnect,
            game(other),
            ServerMessage::Moved {
                game: "g2".into(),
                ply: 0,
                mv: FIRST.into(),
                clocks: CLOCKS,
            },
            ServerMessage::refused(Some(&"g2".into()), Refusal::IllegalMove),
        ];
        for message in others {
            let actions = page.message(&message, Some("Ada"), true, Instant::now());
            assert_eq!(actions, LiveActions::default(), "{message:?}");
        }
        assert_eq!(page.game().unwrap().state().history().len(), 0);
    }

    #[test]
    fn a_move_is_sent_confirmed_and_answered_with_its_sounds() {
        let mut page = opened("Ada");
        let actions = play_first(&mut page, true);
        assert_eq!(actions.send, vec![move_message(0, FIRST)]);
        assert_eq!(actions.sound, Some(Sound::Shoot));
        assert_eq!(actions.notice, Some(Notice::Clear));
        assert_eq!(saved(&actions).map(|o| o.ply), Some(0));
        // Confirmed: quiet (it was heard when played), and the browser forgets it.
        let now = Instant::now();
        let actions = page.message(&moved(0, FIRST), Some("Ada"), true, now);
        assert_eq!(actions.sound, None);
        assert_eq!(actions.keep, Some(KeepOutbox::Clear("g1".into())));
        // The opponent's answer is heard.
        let answer = page.game().unwrap().state().history().legal_moves()[0]
            .text
            .clone();
        let actions = page.message(&moved(1, &answer), Some("Ada"), true, now);
        assert!(actions.sound.is_some());
        assert!(actions.send.is_empty());
        assert!(page.game().unwrap().my_turn());
        // A move missed: the whole game is asked for again.
        let actions = page.message(&moved(5, "x"), Some("Ada"), true, now);
        assert_eq!(
            actions.send,
            vec![ClientMessage::Watch { game: "g1".into() }]
        );
        // A view with a move more than the page holds is played with its sound.
        let mut page = opened("Bo");
        let actions = page.message(&game(view(&[FIRST])), Some("Bo"), true, now);
        assert_eq!(actions.sound, Some(Sound::Shoot));
        assert!(page.game().unwrap().my_turn());
    }

    #[test]
    fn a_refused_move_is_taken_back_and_the_refusal_told() {
        let mut page = opened("Ada");
        play_first(&mut page, true);
        let refusal = ServerMessage::refused(Some(&"g1".into()), Refusal::StalePly);
        let actions = page.message(&refusal, Some("Ada"), true, Instant::now());
        assert_eq!(actions.notice, Some(Notice::Refused(Refusal::StalePly)));
        assert_eq!(actions.keep, Some(KeepOutbox::Clear("g1".into())));
        let game = page.game().unwrap();
        assert_eq!(game.state().history().len(), 0);
        assert!(game.my_turn(), "the player moves again");
        // A refusal that names no game is this page's too.
        play_first(&mut page, true);
        let refusal = ServerMessage::refused(None, Refusal::NotYourTurn);
        let actions = page.message(&refusal, Some("Ada"), true, Instant::now());
        assert_eq!(actions.notice, Some(Notice::Refused(Refusal::NotYourTurn)));
        assert_eq!(page.game().unwrap().state().history().len(), 0);
    }

    #[test]
    fn an_error_is_told() {
        let mut page = opened("Ada");
        let error = ServerMessage::Error {
            text: "That message could not be read.".into(),
        };
        let actions = page.message(&error, Some("Ada"), true, Instant::now());
        assert_eq!(
            actions.notice,
            Some(Notice::Unread("That message could not be read.".into()))
        );
        assert_eq!(actions.keep, None);
    }

    #[test]
    fn a_move_waits_for_the_connection_and_is_sent_again_after_a_reconnection() {
        let mut page = opened("Ada");
        // Made offline: kept, not sent.
        let actions = play_first(&mut page, false);
        assert!(actions.send.is_empty());
        assert!(saved(&actions).is_some());
        assert!(page.back_online(false).send.is_empty());
        // Back online: it goes out, once.
        let actions = page.back_online(true);
        assert_eq!(actions.send, vec![move_message(0, FIRST)]);
        assert!(page.back_online(true).send.is_empty());
        // The connection dropped after it went out: sent again once the server has said
        // where the game stands (here: it never arrived).
        page.disconnected();
        let now = Instant::now();
        let actions = page.message(&game(view(&[])), Some("Ada"), true, now);
        assert_eq!(actions.send, vec![move_message(0, FIRST)]);
        assert_eq!(page.game().unwrap().state().history().len(), 1);
        // It could not go out: kept for the next time.
        let actions = page.unsent(&move_message(0, FIRST));
        assert!(saved(&actions).is_some());
        assert!(actions.notice.is_none());
        // It did arrive: the server's view says so, and the browser forgets it.
        page.disconnected();
        let actions = page.message(&game(view(&[FIRST])), Some("Ada"), true, now);
        assert!(actions.send.is_empty());
        assert_eq!(actions.keep, Some(KeepOutbox::Clear("g1".into())));
        assert_eq!(actions.sound, None, "the player's own move, heard already");
    }

    #[test]
    fn a_rematch_is_asked_for_and_both_players_go_to_it() {
        let mut ended = view(&[FIRST]);
        ended.status = GameStatus::Ended {
            winner: Some(Colour::White),
            reason: "resigned".into(),
            ratings: None,
        };
        let mut page = LiveController::new("g1".into(), None);
        let actions = page.message(&game(ended.clone()), Some("Ada"), true, Instant::now());
        assert_eq!(actions.go_to, None);
        assert!(page.game().unwrap().can_offer_rematch());
        let actions = page.command(Command::Offer(Offer::Rematch));
        assert_eq!(
            actions.send,
            vec![ClientMessage::Offer {
                game: "g1".into(),
                offer: Offer::Rematch
            }]
        );
        assert_eq!(actions.notice, Some(Notice::Clear));
        // Bo accepts: the server names the new game, and the page goes there.
        let answer =
            LiveController::new("g1".into(), None).command(Command::Answer(Offer::Rematch, true));
        assert_eq!(
            answer.send,
            vec![ClientMessage::Answer {
                game: "g1".into(),
                offer: Offer::Rematch,
                accept: true
            }]
        );
        assert_eq!(answer.notice, None, "an answer leaves the notice be");
        ended.rematch = Some("g2".into());
        let actions = page.message(&game(ended), Some("Ada"), true, Instant::now());
        assert_eq!(actions.go_to.as_deref(), Some("g2"));
    }

    #[test]
    fn a_spectator_watches_hears_the_moves_and_sends_nothing() {
        let mut page = opened("Cy");
        assert_eq!(page.game().unwrap().mine(), None);
        for at in ["b1", "b4", "b1"] {
            let actions = page.tap(c(at), true, Instant::now());
            assert_eq!(actions, LiveActions::default(), "{at}");
        }
        let actions = page.message(&moved(0, FIRST), Some("Cy"), true, Instant::now());
        assert_eq!(actions.sound, Some(Sound::Shoot));
        assert!(actions.send.is_empty());
        assert_eq!(actions.keep, Some(KeepOutbox::Clear("g1".into())));
        // A visitor who is not logged in watches as well.
        let mut visitor = LiveController::new("g1".into(), None);
        visitor.message(&game(view(&[FIRST])), None, true, Instant::now());
        assert_eq!(visitor.game().unwrap().mine(), None);
        assert!(visitor.tap(c("a5"), true, Instant::now()).send.is_empty());
    }

    #[test]
    fn every_button_sends_its_request_and_a_lost_one_is_told() {
        let mut page = opened("Ada");
        let expected = [
            (Command::Resign, ClientMessage::Resign { game: "g1".into() }),
            (
                Command::Berserk,
                ClientMessage::Berserk { game: "g1".into() },
            ),
            (Command::Abort, ClientMessage::Abort { game: "g1".into() }),
            (
                Command::ClaimWin,
                ClientMessage::ClaimWin { game: "g1".into() },
            ),
            (Command::Cancel, ClientMessage::Cancel { game: "g1".into() }),
            (Command::Join, ClientMessage::Join { game: "g1".into() }),
        ];
        for (command, message) in expected {
            let actions = page.command(command);
            assert_eq!(actions.send, vec![message.clone()]);
            assert_eq!(actions.notice, Some(Notice::Clear));
            assert_eq!(
                page.unsent(&message).notice,
                Some(Notice::Offline),
                "{command:?}"
            );
        }
        // An offer or an answer lost is let go: the server's next view says where it stands.
        for command in [
            Command::Offer(Offer::Draw),
            Command::Answer(Offer::Takeback, false),
        ] {
            let message = page.command(command).send.remove(0);
            assert_eq!(page.unsent(&message), LiveActions::default());
        }
        let watch = ClientMessage::Watch { game: "g1".into() };
        assert_eq!(page.unsent(&watch), LiveActions::default());
    }
}
