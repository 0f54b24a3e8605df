//! Sound effects, synthesised with Web Audio (no sound files to download).

use skillgames_page::sound::Sound;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// One tone: waveform, start and end frequency (Hz), start offset and length (s), loudness.
struct Tone(OscillatorType, f32, f32, f64, f64, f32);

fn tones(sound: Sound) -> Vec<Tone> {
    use OscillatorType::{Sawtooth, Sine, Square, Triangle};
    match sound {
        Sound::Move => vec![Tone(Sine, 560.0, 360.0, 0.0, 0.07, 0.18)],
        Sound::Shoot => vec![Tone(Triangle, 1100.0, 240.0, 0.0, 0.16, 0.16)],
        Sound::Sink => vec![
            Tone(Sawtooth, 190.0, 40.0, 0.0, 0.55, 0.22),
            Tone(Sine, 90.0, 30.0, 0.05, 0.6, 0.3),
        ],
        Sound::Capture => vec![Tone(Square, 340.0, 160.0, 0.0, 0.11, 0.1)],
        Sound::LowTime => vec![Tone(Sine, 1320.0, 1320.0, 0.0, 0.05, 0.12)],
        Sound::Win => [523.25, 659.25, 783.99, 1046.5]
            .iter()
            .enumerate()
            .map(|(i, &f)| Tone(Sine, f, f, i as f64 * 0.12, 0.22, 0.2))
            .collect(),
        Sound::Lose => [392.0, 329.63, 261.63]
            .iter()
            .enumerate()
            .map(|(i, &f)| Tone(Triangle, f, f * 0.97, i as f64 * 0.16, 0.3, 0.18))
            .collect(),
    }
}

/// Plays sounds when switched on. The audio context is created on first use, which always
/// follows a tap, so browsers allow it.
#[derive(Default)]
pub(crate) struct Sounds {
    context: RefCell<Option<AudioContext>>,
}

impl Sounds {
    /// Plays `sound` (errors from the audio system are ignored: sound is never essential).
    pub(crate) fn play(&self, sound: Sound) {
        let _ = self.try_play(sound);
    }

    fn try_play(&self, sound: Sound) -> Result<(), wasm_bindgen::JsValue> {
        let mut context = self.context.borrow_mut();
        if context.is_none() {
            *context = Some(AudioContext::new()?);
        }
        let Some(ctx) = context.as_ref() else {
            return Ok(());
        };
        if ctx.state() == web_sys::AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        let now = ctx.current_time();
        for Tone(kind, from, to, offset, length, volume) in tones(sound) {
            let oscillator = ctx.create_oscillator()?;
            let gain = ctx.create_gain()?;
            oscillator.set_type(kind);
            let start = now + offset;
            let end = start + length;
            oscillator.frequency().set_value_at_time(from, start)?;
            oscillator
                .frequency()
                .exponential_ramp_to_value_at_time(to, end)?;
            gain.gain().set_value_at_time(0.0001, start)?;
            gain.gain()
                .exponential_ramp_to_value_at_time(volume, start + 0.01)?;
            gain.gain().exponential_ramp_to_value_at_time(0.0001, end)?;
            oscillator.connect_with_audio_node(&gain)?;
            gain.connect_with_audio_node(&ctx.destination())?;
            oscillator.start_with_when(start)?;
            oscillator.stop_with_when(end + 0.02)?;
        }
        Ok(())
    }
}
