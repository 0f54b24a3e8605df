//! The machine words behind bitboards: `u64` for boards up to 8x8, `u128` up to 11x11.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// An unsigned integer used as a set of squares, one bit per square.
///
/// Implemented for `u64` and `u128`; the game code is generic over it so that small boards get
/// the faster 64-bit arithmetic.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// No bit set.
    const ZERO: Self;
    /// Only bit 0 set.
    const ONE: Self;
    /// Number of bits in the word.
    const WIDTH: u32;

    /// Number of set bits.
    fn popcount(self) -> u32;
    /// Index of the lowest set bit; `WIDTH` when no bit is set.
    fn lowest(self) -> u32;
    /// Index of the highest set bit; `WIDTH` when no bit is set.
    fn highest(self) -> u32;
    /// The same word with its lowest set bit cleared.
    fn without_lowest(self) -> Self;
}

macro_rules! impl_bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const WIDTH: u32 = <$t>::BITS;

            #[inline(always)]
            fn popcount(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn highest(self) -> u32 {
                match self.checked_ilog2() {
                    Some(index) => index,
                    None => Self::WIDTH,
                }
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

impl_bits!(u64);
impl_bits!(u128);

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn lowest_and_highest_of_the_empty_set_are_the_width() {
        assert_eq!(0u64.highest(), 64);
        assert_eq!(0u128.highest(), 128);
        assert_eq!(0u64.lowest(), 64);
        assert_eq!(0b1010u64.highest(), 3);
        assert_eq!((1u128 << 99).highest(), 99);
    }
}
